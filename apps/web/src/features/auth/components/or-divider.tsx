export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3">
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
      <p className="text-xs uppercase text-muted-foreground">Or continue with email</p>
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
    </div>
  );
}
