// The French strings of the widget register themselves on import; the package ships no types for them.
declare module 'altcha/i18n/fr-fr';
