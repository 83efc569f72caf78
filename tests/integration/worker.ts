// The Worker the integration tests run in: the app's bindings (wrangler.toml) and Durable Objects, without
// the React Router build, which only exists after `react-router build`.
import { handleQueue } from "../../workers/background";

export { Inventory } from "~/domains/suppliers/inventory";

export default {
  fetch() {
    return new Response("Tern integration test worker");
  },
  async queue(batch, env) {
    await handleQueue(batch, env);
  },
} satisfies ExportedHandler<Env>;
