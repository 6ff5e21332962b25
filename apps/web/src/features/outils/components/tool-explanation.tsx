import { paragraphs } from '../utils/tool-link';

/** A tool's explanation from the catalogue, paragraph by paragraph. */
export function ToolExplanation({ text }: { text: string }) {
  const parts = paragraphs(text);
  if (parts.length === 0) return <p>Aucune information complémentaire pour cet outil.</p>;
  return (
    <>
      {parts.map((p, i) => (
        <p key={i} className="outil__paragraphe">
          {p}
        </p>
      ))}
    </>
  );
}
