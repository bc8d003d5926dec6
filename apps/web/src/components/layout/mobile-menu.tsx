import * as React from 'react';
import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';

/** The header's menu on small screens: a button that opens the navigation in a sheet, named for screen readers. */
export function MobileMenu({
  open,
  onOpenChange,
  title,
  buttonLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  buttonLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      trigger={
        <Button variant="ghost" size="icon" aria-label={buttonLabel}>
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      }
    >
      {children}
    </Sheet>
  );
}
