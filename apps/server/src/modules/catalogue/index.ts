export { registerCatalogueRoute } from './catalogue.route.ts';
