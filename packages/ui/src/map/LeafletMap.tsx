import 'leaflet/dist/leaflet.css';
import './LeafletMap.css';
import { professionalPath } from '@fitmarket/core/links';
import { MAP_DEFAULT_VIEW, mapBoundsPoints } from '@fitmarket/core/rules/map';
import { Box } from '@mantine/core';
import { divIcon, latLngBounds } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';
import type { MapProps } from '../Map';
import { useLanguage } from '../useLanguage';
import { groupPlaces, type MarkerGroup } from './groupPlaces';
import { useMapSettings } from './useMapSettings';

/** Markers are plain HTML (no image from a CDN), so they show without any network. */
function markerIcon(highlighted: boolean, count: number) {
  return divIcon({
    className: highlighted ? 'fm-map-marker fm-map-highlighted' : 'fm-map-marker',
    html: count > 1 ? `<span>${count}</span>` : '',
    iconSize: highlighted ? [30, 30] : [22, 22],
    iconAnchor: highlighted ? [15, 15] : [11, 11],
    popupAnchor: [0, -12],
  });
}

/**
 * SPEC §2: fit the markers, with the default centre while there are fewer than two. Fitting is
 * not animated, so its move events fire during the call and `fitting` tells them apart from the
 * person's own moves.
 */
function FitBounds({ groups, fitting }: { groups: MarkerGroup[]; fitting: { current: boolean } }) {
  const map = useMap();
  const points = useMemo(
    () => mapBoundsPoints(groups.map((group) => ({ lat: group.lat, lng: group.lon }))),
    [groups],
  );
  useEffect(() => {
    fitting.current = true;
    if (points.length < 2) {
      map.setView(MAP_DEFAULT_VIEW.center, MAP_DEFAULT_VIEW.zoom, { animate: false });
    } else {
      map.fitBounds(latLngBounds(points.map((point) => [point.lat, point.lng])), {
        padding: [24, 24],
        maxZoom: 14,
        animate: false,
      });
    }
    fitting.current = false;
  }, [map, points, fitting]);
  return null;
}

/** Keys with which Leaflet's keyboard handler pans and zooms the focused map. */
const MOVE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', '+', '-', '=']);

/**
 * Reports the moves the person made (drag, zoom, keyboard), not the map's own: fitting the
 * markers, a resized window and a popup panning itself into view also end in `moveend`.
 */
function ReportMoves({
  onMoved,
  fitting,
}: {
  onMoved: NonNullable<MapProps['onMoved']>;
  fitting: { current: boolean };
}) {
  const personMoving = useRef(false);
  useMapEvents({
    dragstart: () => {
      personMoving.current = true;
    },
    zoomstart: () => {
      if (!fitting.current) personMoving.current = true;
    },
    keydown: (event) => {
      if (MOVE_KEYS.has(event.originalEvent.key)) personMoving.current = true;
    },
    moveend: (event) => {
      if (fitting.current || !personMoving.current) return;
      personMoving.current = false;
      const bounds = event.target.getBounds();
      onMoved({
        south: bounds.getSouth(),
        west: bounds.getWest(),
        north: bounds.getNorth(),
        east: bounds.getEast(),
      });
    },
  });
  return null;
}

function GroupPopup({ group }: { group: MarkerGroup }) {
  const language = useLanguage();
  return (
    <Popup>
      <div className="fm-map-popup">
        <strong>{group.titles.join(' · ')}</strong>
        {group.users.length > 0 && (
          <ul>
            {group.users.map((user) => (
              <li key={user.slug}>
                <Link to={professionalPath(user.slug, language)}>
                  {user.first_name} {user.last_name}
                </Link>
                {user.specialities.length > 0 && <div>{user.specialities.join(', ')}</div>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popup>
  );
}

export default function LeafletMap({
  places,
  highlightedPlaceIds,
  onMoved,
  height,
  ariaLabel,
}: MapProps) {
  const settings = useMapSettings().data;
  const groups = useMemo(() => groupPlaces(places), [places]);
  const fitting = useRef(false);
  return (
    <Box
      role="region"
      aria-label={ariaLabel}
      h={height}
      className="fm-map"
      data-testid="map"
      data-markers={groups.length}
    >
      <MapContainer
        center={MAP_DEFAULT_VIEW.center}
        zoom={MAP_DEFAULT_VIEW.zoom}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
      >
        {settings && <TileLayer url={settings.tile_url} attribution={settings.attribution} />}
        <FitBounds groups={groups} fitting={fitting} />
        {onMoved && <ReportMoves onMoved={onMoved} fitting={fitting} />}
        {groups.map((group) => {
          const highlighted =
            highlightedPlaceIds?.some((id) => group.placeIds.includes(id)) ?? false;
          return (
            <Marker
              key={group.key}
              position={[group.lat, group.lon]}
              icon={markerIcon(highlighted, group.users.length)}
              title={group.titles.join(' · ')}
              alt={group.titles.join(' · ')}
              zIndexOffset={highlighted ? 1000 : 0}
              keyboard
            >
              <GroupPopup group={group} />
            </Marker>
          );
        })}
      </MapContainer>
    </Box>
  );
}
