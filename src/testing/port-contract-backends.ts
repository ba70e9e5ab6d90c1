// What the port contract needs from a deployment under test: the port as a visitor, as any
// number of signed-in readers and as the administrator, all on one fresh backend per test.
import type { BackendPort } from '@/backend/port';
import type { SessionUser } from '@/domain/entities';

/** The administrator's address: a deployment under test makes this account an admin. */
export const CONTRACT_ADMIN_EMAIL = 'admin@example.org';

/** Every account the contract makes has this password (it passes the sign-up rules). */
export const CONTRACT_PASSWORD = 'Str0ng!pass';

/** One signed-in account and the port as that account's browser uses it. */
export interface ContractAccount {
  backend: BackendPort;
  user: SessionUser;
}

export interface ContractAccountOptions {
  /** Whether the address was confirmed; true unless said otherwise. */
  verified?: boolean;
}

export interface ContractBackends {
  /** A port nobody is signed in to. */
  visitor(): BackendPort;
  /** A new account, `${name}@example.org`, signed in (each name once per test). */
  user(name: string, options?: ContractAccountOptions): Promise<ContractAccount>;
  /** The administrator, CONTRACT_ADMIN_EMAIL, signed in (once per test). */
  admin(): Promise<ContractAccount>;
  /** Another browser, signed in to an account made earlier in the test with this password. */
  signIn(email: string, password?: string): Promise<BackendPort>;
  /** Whether the file at an uploaded URL is still served; needed by the media cases only. */
  mediaServed?(url: string): Promise<boolean>;
}

/** Called at the start of each test, after the deployment was emptied. */
export type MakeContractBackends = () => ContractBackends | Promise<ContractBackends>;

/** Cases a deployment may leave out, each only with a reason. */
export type ContractGap =
  /** Uploads, stored sizes and file removal (needs a place to store files). */
  | 'media'
  /** Ending her sessions in other browsers (needs the backend to revoke them). */
  | 'sessions-elsewhere';

export interface PortContractOptions {
  /** The cases this run cannot perform, each with why (printed once when the suite is built). */
  leaveOut?: Partial<Record<ContractGap, string>>;
  /**
   * The same kind of deployment with STORY_REVIEW=all, for review's cases (issue 36): a server
   * started with it, or the emulators with the config document an admin wrote.
   */
  reviewAll?: MakeContractBackends;
}
