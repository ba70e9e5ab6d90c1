import { signInRequired } from '@/backend/backend-error';
import { checkedInput } from '@/backend/checked-input';
import type { HttpAuth } from '@/backend/http/http-auth';
import { backendCall, type HttpClient } from '@/backend/http/http-client';
import { httpOperations } from '@/backend/http/http-operations';
import { ACCOUNT_OPERATIONS } from '@/domain/operations/account-operations';
import type { AccountPort } from '@/backend/port';
import { type AccountSummary, type MyData, myDataFileName } from '@/domain/my-data';

/** Her account on the self-hosted server (/api/account); the cookie says whose it is. */
export function createHttpAccount(http: HttpClient, auth: HttpAuth): AccountPort {
  return {
    ...httpOperations(http, ACCOUNT_OPERATIONS),
    summary: () => backendCall(() => http.json<AccountSummary>('/api/account')),

    async myData() {
      // A POST: the server answers the export only to a request from this page (never to a
      // navigation from another site, which a GET would let save the file into her Downloads).
      const data = await backendCall(() =>
        http.json<MyData>('/api/account/data', { method: 'POST' }),
      );
      // Named for the server's day, as its own download of the file is.
      return { fileName: myDataFileName(new Date(data.exported_at)), data };
    },

    resendVerification: () =>
      backendCall(async () => {
        const user = auth.current();
        // The mail goes to the address of her session; without one there is none to send to.
        if (!user) throw signInRequired();
        await http.json('/api/auth/send-verification-email', {
          body: { email: user.email, callbackURL: '/auth?verified=1' },
        });
      }),

    async signOutEverywhere() {
      await backendCall(() => http.json('/api/account/sign-out-everywhere', { method: 'POST' }));
      auth.sessionEnded();
    },

    changePassword: (currentPassword, newPassword) =>
      backendCall(async () => {
        await http.json('/api/account/password', {
          body: await checkedInput('passwordChange', { currentPassword, newPassword }),
        });
      }),

    async deleteAccount(password) {
      await backendCall(async () =>
        http.json('/api/account/delete', {
          body: await checkedInput('accountDeletion', password === null ? {} : { password }),
        }),
      );
      auth.sessionEnded();
    },
  };
}
