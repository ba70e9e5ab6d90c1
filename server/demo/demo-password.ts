import { randomInt } from 'node:crypto';
import { isStrongPassword } from '@/domain/password-rules';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#%^*-_=+';
export const DEMO_PASSWORD_LENGTH = 20;

/** A random password from the operating system's CSPRNG that meets the sign-up rules. */
export function randomStrongPassword(): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < DEMO_PASSWORD_LENGTH; i += 1)
      password += ALPHABET[randomInt(ALPHABET.length)];
    if (isStrongPassword(password)) return password;
  }
}
