// One review round of a story (issue 36): from her last write (created, or edited to resubmit)
// to an admin's decision. Its decision's audit document has this id, which firestore.rules
// (reviewRoundId) compute the same way, so a round takes exactly one decision.

interface MillisLike {
  toMillis(): number;
}

function isMillisLike(value: unknown): value is MillisLike {
  return typeof value === 'object' && value !== null && 'toMillis' in value;
}

/** `{storyId}_{ms of updated_at, else created_at}`, from the story's stored data. */
export function reviewRoundId(storyId: string, data: Record<string, unknown>): string {
  const stamp = 'updated_at' in data ? data['updated_at'] : data['created_at'];
  if (!isMillisLike(stamp)) throw new Error('The story has no stored time to review it by.');
  return `${storyId}_${String(stamp.toMillis())}`;
}
