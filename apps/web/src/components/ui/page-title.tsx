import { useEffect, type ReactNode } from 'react';
import { useAppTheme } from '../../lib/theme/use-app-theme';

/** Screen heading; also names the browser tab '<title> - <platform name>'. */
export function PageTitle({ children, documentTitle }: { children: ReactNode; documentTitle?: string }) {
  const { platformName } = useAppTheme();
  const text = documentTitle ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    document.title = text ? `${text} - ${platformName}` : platformName;
  }, [text, platformName]);
  return <h1 className="page__titre">{children}</h1>;
}
