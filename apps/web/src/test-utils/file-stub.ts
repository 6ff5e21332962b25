// Stylesheets and images imported by components: their address is all a component test needs.
export default 'stub';
