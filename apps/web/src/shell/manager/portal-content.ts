// What every portal component receives from the shell: the contract between the shell, which opens
// and arranges portals, and the portal components of src/portals/, which the shell reaches only through
// the portal registry.
import type { Portal, PortalProps } from './portal-manager.js';

export interface PortalOpenRequest {
  readonly title?: string;
  readonly props?: PortalProps;
}

export interface PortalContentProps {
  readonly portal: Portal;
  readonly openPortal: (type: string, request?: PortalOpenRequest) => void;
  /** Closes every other portal and sub-portal (the pinned control portal stays). */
  readonly closeOtherPortals?: () => void;
  /** Every open portal (the row, sub-portals inside): what a portal shows may depend on the others. */
  readonly openPortals?: readonly Portal[];
}

/**
 * Whether a portal of `type` whose `prop` is `value` is open, in the row or as a sub-portal (the
 * podcast portal hides 'View Episodes' while that podcast's episodes portal is open, spec 3 §4).
 */
export function isPortalOpen(
  portals: readonly Portal[] | undefined,
  type: string,
  prop: string,
  value: string,
): boolean {
  return (portals ?? []).some(
    (p) => (p.type === type && p.props[prop] === value) || isPortalOpen(p.subPortals, type, prop, value),
  );
}

/** A portal prop that holds a string (an id, a name), or null when it is missing or of another kind. */
export function stringProp(props: PortalProps, name: string): string | null {
  const value = props[name];
  return typeof value === 'string' ? value : null;
}
