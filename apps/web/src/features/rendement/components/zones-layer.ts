import L from 'leaflet';
import { zoneAuPoint, type ZoneProjetee } from '../utils/zones-geometrie';
import type { ZoneRendement } from '../utils/zones';

interface StyleZone {
  fill: string;
  fillOpacity: number;
  dashed: boolean;
}

/** Share of the view drawn beyond each edge, so that a drag shows zones before the redraw at its end. */
const MARGE = 0.5;

/**
 * The zones on one canvas, drawn from coordinates projected once (zones-geometrie): a move or zoom only scales and
 * shifts them. A click opens the popup of the zone under it.
 */
export class ZonesLayer extends L.Layer {
  private canvas: HTMLCanvasElement | null = null;

  constructor(
    private readonly zones: readonly ZoneProjetee[],
    private readonly style: (ligne: ZoneRendement) => StyleZone,
    private readonly popup: (ligne: ZoneRendement) => HTMLElement,
  ) {
    super();
  }

  override onAdd(map: L.Map): this {
    this.canvas = L.DomUtil.create('canvas', 'leaflet-zoom-hide carte-zones');
    this.getPane()!.appendChild(this.canvas);
    map.on('moveend zoomend resize viewreset', this.dessiner, this);
    map.on('click', this.ouvrir, this);
    this.dessiner();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend zoomend resize viewreset', this.dessiner, this);
    map.off('click', this.ouvrir, this);
    this.canvas?.remove();
    this.canvas = null;
    return this;
  }

  private dessiner(): void {
    const map = this._map;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    const taille = map.getSize();
    const marge = taille.multiplyBy(MARGE).round();
    const haut = map.containerPointToLayerPoint([0, 0]).subtract(marge);
    const largeur = taille.x + 2 * marge.x;
    const hauteur = taille.y + 2 * marge.y;
    const dpr = window.devicePixelRatio || 1;
    L.DomUtil.setPosition(canvas, haut);
    canvas.width = Math.round(largeur * dpr);
    canvas.height = Math.round(hauteur * dpr);
    canvas.style.width = `${largeur}px`;
    canvas.style.height = `${hauteur}px`;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const echelle = map.getZoomScale(map.getZoom(), 0);
    const origine = map.getPixelOrigin().add(haut);
    // Zoom-0 pixels of the canvas's edges: zones wholly outside are skipped.
    const [x0, y0] = [origine.x / echelle, origine.y / echelle];
    const [x1, y1] = [(origine.x + largeur) / echelle, (origine.y + hauteur) / echelle];
    ctx.lineWidth = 0.6;
    // The canvas takes colours, not CSS variables: the theme's tokens are read once per drawing.
    const theme = getComputedStyle(canvas);
    const colour = (value: string) => (value.startsWith('var(') ? theme.getPropertyValue(value.slice(4, -1)).trim() : value);
    ctx.strokeStyle = colour('var(--couleur-carte-trait)');
    for (const zone of this.zones) {
      const [minX, minY, maxX, maxY] = zone.cadre;
      if (maxX < x0 || minX > x1 || maxY < y0 || minY > y1) continue;
      ctx.beginPath();
      for (const anneaux of zone.polygones) {
        for (const points of anneaux) {
          for (let i = 0; i < points.length; i += 2) {
            const x = points[i]! * echelle - origine.x;
            const y = points[i + 1]! * echelle - origine.y;
            if (i === 0) ctx.moveTo(x, y);
            else ctx.lineTo(x, y);
          }
          ctx.closePath();
        }
      }
      const style = this.style(zone.ligne);
      ctx.globalAlpha = style.fillOpacity;
      ctx.fillStyle = colour(style.fill);
      ctx.fill('evenodd');
      ctx.globalAlpha = 1;
      ctx.setLineDash(style.dashed ? [3, 3] : []);
      ctx.stroke();
    }
  }

  private ouvrir(e: L.LeafletMouseEvent): void {
    const map = this._map;
    if (!map) return;
    const point = map.project(e.latlng, 0);
    const zone = zoneAuPoint(this.zones, point.x, point.y);
    if (zone) L.popup().setLatLng(e.latlng).setContent(this.popup(zone.ligne)).openOn(map);
  }
}
