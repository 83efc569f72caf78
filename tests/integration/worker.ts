// The Worker the integration tests run in: the app's bindings (wrangler.toml), without the React Router
// build, which only exists after `react-router build`. Durable Objects under test are exported here.
export default {
  fetch() {
    return new Response("Tern integration test worker");
  },
} satisfies ExportedHandler<Env>;
