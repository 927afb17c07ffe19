/**
 * The `instance` of an element without an id, for analytics: `faq-2` is the second <clinic-faq>
 * without an id on the page (or in its shadow root), counted in document order. A page that
 * re-renders (a single-page app unmounting and mounting its widgets again) gets the same names
 * back, where a running counter would hand out new ones each time. Two live elements never share
 * a name: when the place-based name is taken, the next free number is used.
 */
const inUse = new Map<string, Element>();

export function autoInstanceName(element: HTMLElement, tag: string, widget: string): string {
  const scope = element.getRootNode() as Document | ShadowRoot;
  const peers = Array.from(scope.querySelectorAll(tag)).filter((peer) => peer === element || !peer.id);
  let n = peers.indexOf(element) + 1 || peers.length + 1;
  // an element that has just left the page (an unmount and mount in one task) frees its name at once
  const taken = (name: string) => {
    const holder = inUse.get(name);
    return holder !== undefined && holder !== element && holder.isConnected;
  };
  while (taken(`${widget}-${n}`)) n++;
  const name = `${widget}-${n}`;
  inUse.set(name, element);
  return name;
}

export function releaseInstanceName(element: Element, name: string): void {
  if (inUse.get(name) === element) inUse.delete(name);
}
