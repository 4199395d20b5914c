/** Global search page texts, merged into each locale.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { searchZh } from './search';

export const searchEs: typeof searchZh = {
  search: {
    all: 'Todo',
    placeholder: 'Buscar contratos, flujos, personas, departamentos…',
    button: 'Buscar',
    enterKeyword: 'Escriba una palabra clave para buscar',
    noResult: 'No se encontró nada para «{{keyword}}»',
    total: 'Unos {{total}} resultados',
    updated: 'Actualizado {{date}}',
    failed: 'La búsqueda falló, inténtelo más tarde',
    retry: 'Reintentar',
  },
};
