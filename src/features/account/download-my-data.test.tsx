import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { MY_DATA_FORMAT, type MyData } from '@/domain/my-data';
import { HER_STORY_TITLE, renderAccountPage, section } from '@/features/account/account-test-utils';

const DATA_PATH = '/api/account/data';

const BLOB_URL = 'blob:http://localhost/her-data';

// Stand-ins that record what the page hands to the browser, and download nothing.
let made: Blob[];
let revoked: string[];
let clicked: { href: string; download: string }[];

beforeEach(() => {
  made = [];
  revoked = [];
  clicked = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    if (blob instanceof Blob) made.push(blob);
    return BLOB_URL;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function downloadButton() {
  return section('Download your data').getByRole('button', {
    name: 'Download my data',
  });
}

// The file's name, her address in it and nothing kept in web storage: account.spec.ts' journey.
describe('Download my data', () => {
  it('saves everything she wrote as a readable JSON file, kept nowhere in the browser', async () => {
    await renderAccountPage();
    await userEvent.click(downloadButton());

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.href).toBe(BLOB_URL);

    const blob = made[0];
    expect(blob?.type).toBe('application/json');
    const text = (await blob?.text()) ?? '';
    // Pretty-printed, so she can read it in any text viewer.
    expect(text).toContain('\n  "format": ');
    const data = JSON.parse(text) as MyData;
    expect(data.format).toBe(MY_DATA_FORMAT);
    expect(data.stories.map((story) => story.title)).toEqual([HER_STORY_TITLE]);

    // The link is gone from the page, and the URL is let go once the download has begun.
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revoked).toEqual([BLOB_URL]), { timeout: 3000 });
  });

  it('says the file is being prepared while it is', async () => {
    const { network } = await renderAccountPage();
    const held = network.hold('POST', DATA_PATH);
    await userEvent.click(downloadButton());
    const busy = await screen.findByRole('button', { name: 'Preparing your file...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await userEvent.click(busy);
    expect(network.requestsTo('POST', DATA_PATH)).toHaveLength(1);

    held.releaseAll();
    await waitFor(() => expect(clicked).toHaveLength(1));
    // The mutation's state settles in a render of its own after the file is saved.
    await waitFor(() => expect(downloadButton()).toHaveAttribute('aria-disabled', 'false'));
  });

  it('says so when the file cannot be made, and saves nothing', async () => {
    const { network } = await renderAccountPage();
    network.fail('POST', DATA_PATH);
    await userEvent.click(downloadButton());
    expect(await screen.findByText(MESSAGES.dataDownloadFailed)).toBeInTheDocument();
    expect(made).toEqual([]);
    expect(clicked).toEqual([]);
  });
});
