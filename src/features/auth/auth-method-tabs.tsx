import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AuthMethodTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * ARIA tabs (automatic activation): arrow keys, Home and End move between tabs. Hidden panels
 * stay mounted, so what was typed survives a look at the other tab. With a single tab there is
 * no tab list, only its panel; the panel stays the same element when more tabs arrive later,
 * so nothing typed is lost then either.
 */
export function AuthMethodTabs({ label, tabs }: { label: string; tabs: AuthMethodTab[] }) {
  const baseId = useId();
  const [selectedId, setSelectedId] = useState(tabs[0]?.id);
  const tabButtons = useRef(new Map<string, HTMLButtonElement>());

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    setSelectedId(tab.id);
    tabButtons.current.get(tab.id)?.focus();
  }

  const showTabs = tabs.length > 1;

  return (
    <div>
      {showTabs && (
        <div role="tablist" aria-label={label} className="flex gap-2 border-b border-brand-100">
          {tabs.map((tab, index) => {
            const selected = tab.id === selectedId;
            return (
              <button
                key={tab.id}
                ref={(node) => {
                  if (node) tabButtons.current.set(tab.id, node);
                  else tabButtons.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${tab.id}`}
                aria-selected={selected}
                aria-controls={`${baseId}-panel-${tab.id}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setSelectedId(tab.id)}
                onKeyDown={(event) => handleKeyDown(event, index)}
                className={`-mb-px min-h-tap border-b-4 px-4 font-semibold ${
                  selected
                    ? 'border-brand-600 text-brand-800'
                    : 'border-transparent text-ink-muted hover:text-brand-700'
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      )}
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role={showTabs ? 'tabpanel' : undefined}
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={showTabs ? `${baseId}-tab-${tab.id}` : undefined}
          hidden={tab.id !== selectedId}
          className={showTabs ? 'pt-5' : undefined}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
