import * as React from 'react';
import { brandStyle } from './brand-colors';

/**
 * The firm's colours for a screen's root (style), also set on the document while the screen is shown: dialogs,
 * menus and toasts render outside the root, at the end of the page, and would otherwise keep Acclaim's colours.
 */
export function useBrandStyle(primaryColor: string | null | undefined): React.CSSProperties | undefined {
  const style = React.useMemo(() => (primaryColor ? brandStyle(primaryColor) : undefined), [primaryColor]);
  React.useEffect(() => {
    if (!style) return;
    const root = document.documentElement.style;
    const entries = Object.entries(style) as [string, string][];
    for (const [name, value] of entries) root.setProperty(name, value);
    return () => {
      for (const [name] of entries) root.removeProperty(name);
    };
  }, [style]);
  return style;
}
