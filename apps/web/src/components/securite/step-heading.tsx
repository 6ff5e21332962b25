import { useEffect, useRef, type ReactNode } from 'react';

/** The heading of a step that replaces another: it takes the focus so that screen readers announce the new step. */
export function StepHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} id={id} className="section__titre" tabIndex={-1}>
      {children}
    </h2>
  );
}
