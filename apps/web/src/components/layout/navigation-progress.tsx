import { useNavigation } from 'react-router';

/** A thin bar at the top while the next screen's code or data is on its way. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary-soft">
      <div className="h-full w-1/3 animate-[pulse_1s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}
