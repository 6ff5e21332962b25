import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { sections as registry } from '../sections';
import type { SectionContenu } from '../types';
import { ContenusTextes as T } from '../utils/contenus-textes';
import { SectionPanel } from './section-panel';
import '../../../styles/contenus.css';

interface ContenusScreenProps {
  sections: readonly SectionContenu[];
  /** The tab shown, when the caller keeps it (in the address); otherwise the screen keeps its own. */
  active?: string;
  onSelect?: (key: string) => void;
}

/** The staff's screen of the firm's content: one tab per section. */
export function ContenusScreen({ sections, active: wanted, onSelect }: ContenusScreenProps) {
  const [own, setOwn] = useState(sections[0]?.key ?? '');
  const active = wanted ?? own;
  const setActive = onSelect ?? setOwn;
  return (
    <div className="page contenus">
      <PageTitle>{T.titre}</PageTitle>
      <p>{T.intro}</p>
      {sections.length === 0 ? (
        <EmptyState>{T.aucuneSection}</EmptyState>
      ) : (
        <Tabs.Root value={active} onValueChange={setActive}>
          <Tabs.List className="contenus__onglets" aria-label="Types de contenu">
            {sections.map((s) => (
              <Tabs.Trigger key={s.key} value={s.key} className="contenus__onglet">
                {s.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {sections.map((s) => (
            <Tabs.Content key={s.key} value={s.key} className="contenus__panneau">
              <SectionPanel section={s} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </div>
  );
}

/** /contenus[?section=key] (collaborators only): tutorials, documentations, gallery photos... each area adds its section to the registry. */
export default function ContenusPage() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('section');
  const active = registry.find((s) => s.key === wanted)?.key ?? registry[0]?.key ?? '';
  return <ContenusScreen sections={registry} active={active} onSelect={(section) => setParams({ section }, { replace: true })} />;
}
