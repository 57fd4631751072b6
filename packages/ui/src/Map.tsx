import { Skeleton } from '@mantine/core';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useHydrated } from './useHydrated';

/** Someone found at a place, as map popups list them. */
export interface MapUser {
  slug: string;
  first_name: string;
  last_name: string;
  image: string | null;
  specialities: string[];
}

/** A point on the map: a professional's location, a search result's place ... */
export interface MapPlace {
  id: string;
  lat: number;
  lon: number;
  title: string;
  users?: MapUser[];
}

export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface MapProps {
  places: readonly MapPlace[];
  /** Places with these ids stand out (e.g. the places of the search result under the pointer). */
  highlightedPlaceIds?: readonly string[];
  /** The visible area after the person moved or zoomed the map (not after it fitted its markers). */
  onMoved?: (bounds: MapBounds) => void;
  /** CSS height; the map fills its container's width. */
  height: number | string;
  /** What the map shows, for screen readers. */
  ariaLabel: string;
}

// Leaflet (and its CSS) is a chunk of its own: only pages that show a map load it.
const LeafletMap = lazy(() => import('./map/LeafletMap'));

/**
 * The one map of the product (profile, search results, back-office), drawn with Leaflet on the
 * tile server of the settings (GET /v1/map-settings). Places at the same coordinates share one
 * marker whose popup lists everyone there. The view fits the markers (SPEC §2: Helsinki at zoom 6
 * by default, and the centre is included while there are fewer than two markers). Markers are
 * drawn in HTML, so they show even when the tiles cannot load.
 */
export function PlacesMap(props: MapProps) {
  const hydrated = useHydrated();
  const near = useNearViewport(hydrated);
  const placeholder = <Skeleton ref={near.ref} height={props.height} radius="md" />;
  // Leaflet needs a browser: a page rendered on the server shows the placeholder until hydrated.
  // Then the map is drawn once it is about to scroll into view (below a phone's first screen,
  // Leaflet and its tiles wait until the visitor gets there).
  if (!hydrated || !near.shown) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LeafletMap {...props} />
    </Suspense>
  );
}

/**
 * Whether the element given to `ref` has come within a screen of the viewport (once true, it
 * stays), watched only when `active`. Without IntersectionObserver: at once.
 */
function useNearViewport(active: boolean): {
  ref: RefObject<HTMLDivElement | null>;
  shown: boolean;
} {
  // A ref object, not an element kept in state: a state set from a ref callback is a synchronous
  // render during the commit that mounts it (right after hydration, with the whole page).
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || shown || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, shown]);
  return { ref, shown };
}
