# workerd configuration of the Model Atlas service (docs/server.md).
#   npm run build:worker && npx workerd serve workerd/config.capnp
# listens on port 8787; `--socket-addr http=127.0.0.1:9000` picks another address.
using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [ (name = "model-atlas", worker = .atlas) ],
  sockets = [ (name = "http", address = "*:8787", http = (), service = "model-atlas") ],
);

const atlas :Workerd.Worker = (
  modules = [ (name = "worker.js", esModule = embed "dist/worker.js") ],
  compatibilityDate = "2025-09-01",
);
