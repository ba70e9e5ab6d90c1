import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BackendPort } from '@/backend/port';
import { BackendContext } from '@/lib/backend-context';
import { useDataCache } from '@/lib/data-layer/data-cache';
import { DataProvider } from '@/lib/data-layer/data-provider';
import { useOfferedHelpers } from '@/lib/use-offered-helpers';
import { standInHelpers } from '@/testing/stand-in-helpers';
import { startTestBackend } from '@/testing/test-backend';

/** Where the SPA reads what the deployment offers. */
const CONFIG = '/api/config';

function Probe({ name }: { name: string }) {
  const offered = useOfferedHelpers();
  return (
    <p>
      {name}: {offered.translate ? 'translate' : 'no translate'},{' '}
      {offered.grammar ? 'grammar' : 'no grammar'}
    </p>
  );
}

/** The backend, and a data cache of the test's own (as AuthProvider gives every screen). */
function Providers({ children }: { children: React.ReactNode }) {
  const data = useDataCache();
  return (
    <DataProvider data={data} onSessionRefused={noRefusal}>
      {children}
    </DataProvider>
  );
}
const noRefusal = () => undefined;

function withBackend(backend: BackendPort, children: React.ReactNode) {
  return (
    <BackendContext.Provider value={backend}>
      <Providers>{children}</Providers>
    </BackendContext.Provider>
  );
}

describe('useOfferedHelpers', () => {
  it('asks the deployment once however many controls need the answer, and offers nothing until then', async () => {
    const { backend, network } = await startTestBackend({
      helpers: standInHelpers({ grammar: false }),
    });
    const held = network.hold('GET', CONFIG);
    const { rerender } = render(
      withBackend(
        backend,
        ['a', 'b', 'c'].map((name) => <Probe key={name} name={name} />),
      ),
    );
    expect(screen.getByText('a: no translate, no grammar')).toBeInTheDocument();
    held.releaseAll();
    expect(await screen.findByText('c: translate, no grammar')).toBeInTheDocument();
    // A control mounted later has the answer at once, without asking again.
    rerender(withBackend(backend, <Probe name="later" />));
    expect(screen.getByText('later: translate, no grammar')).toBeInTheDocument();
    expect(network.requestsTo('GET', CONFIG)).toHaveLength(1);
  });

  it('offers nothing when the deployment cannot be asked, and asks again on the next screen', async () => {
    const { backend, network } = await startTestBackend({ helpers: standInHelpers() });
    network.fail('GET', CONFIG);
    const first = render(withBackend(backend, <Probe name="offline" />));
    await vi.waitFor(() => expect(network.requestsTo('GET', CONFIG)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByText('offline: no translate, no grammar')).toBeInTheDocument();
    first.unmount();

    network.fail('GET', CONFIG, false);
    render(withBackend(backend, <Probe name="online" />));
    expect(await screen.findByText('online: translate, grammar')).toBeInTheDocument();
    expect(network.requestsTo('GET', CONFIG)).toHaveLength(2);
  });
});
