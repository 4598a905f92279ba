import { StarToggle, StarredMenu } from './starred-controls';

/** The top bar's menus, loaded after the first paint (top-bar.tsx). */
export { UserMenu } from './user-menu';

export function StarControls({ userId }: { userId: number }) {
  return (
    <>
      <StarToggle userId={userId} />
      <StarredMenu userId={userId} />
    </>
  );
}
