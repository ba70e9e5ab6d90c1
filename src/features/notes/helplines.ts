// India's national helplines, as her document and her safety plan list them.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const NOTES_HELPLINES: readonly { number: string; label: MessageDescriptor }[] = [
  { number: '181', label: msg`Women’s helpline (all day)` },
  { number: '112', label: msg`Emergency: police, ambulance` },
  { number: '1091', label: msg`Women in distress (police)` },
  { number: '15100', label: msg`Free legal aid (NALSA)` },
  { number: '14416', label: msg`Tele-MANAS, mental health support` },
  { number: '1098', label: msg`Childline` },
];
