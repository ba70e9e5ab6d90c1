// /api/account/story-mail: her choice to be mailed when something happens to one of her stories,
// the declared operations of src/domain/operations/account-operations.ts. Hers only; never kept.
import { Hono } from 'hono';
import { ACCOUNT_OPERATIONS } from '@/domain/operations/account-operations';
import { type AppEnv, requireUser } from '../http/current-user';
import { operationRoutes } from '../http/operation-route';
import type { RouteDeps } from '../http/route-deps';
import { mailLocale } from '../mail/mail-locale';
import { saveStoryMailSetting, storyMailSetting } from './story-mail-setting';

export function storyMailRoutes({ db }: Pick<RouteDeps, 'db'>) {
  const routes = new Hono<AppEnv>();
  operationRoutes(routes, '/account', ACCOUNT_OPERATIONS, {
    storyMailSetting: async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return storyMailSetting(db, user.id);
    },
    saveStoryMailSetting: async (c, { optedIn }) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      // The language of the page she chose it on, as her own account mails are chosen.
      return saveStoryMailSetting(db, { userId: user.id, optedIn, locale: mailLocale(c.req.raw) });
    },
  });
  return routes;
}
