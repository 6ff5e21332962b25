import { configure } from '@testing-library/dom';

// findBy… and waitFor wait up to 5 s, not 1: on CI's loaded 2-core machine a debounced search answered by a fake api
// took longer than the default second (selection-dossier-page.test.tsx failed once so).
configure({ asyncUtilTimeout: 5000 });
