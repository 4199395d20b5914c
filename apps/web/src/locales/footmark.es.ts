/** Footprint pages, merged into each locale.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { footmarkZh } from './footmark';

export const footmarkEs: typeof footmarkZh = {
  footmark: {
    range: 'Periodo',
    empty: 'No hay huellas en este periodo',
    reopen: 'Abrir',
    visits: 'Visitas',
    visitors: 'Visitantes',
    name: 'Nombre',
    by: { menu: 'Por menú', dept: 'Por departamento', user: 'Por persona', type: 'Por tipo', day: 'Por día' },
    failed: 'No se pudieron cargar las huellas',
    retry: 'Reintentar',
    manageTitle: 'Análisis de visitas',
    total: '{{total}} huellas',
    groups: '{{total}} grupos',
  },
  sysRouteFootprint: 'Huellas',
};
