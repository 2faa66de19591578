// The baseline: a plain node:http hello world. Usage: node bench/hello-server.mjs <port>
import { createServer } from "node:http";

const port = Number(process.argv[2]);
const body = "hello world";
const server = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "text/plain; charset=utf-8", "content-length": body.length });
  response.end(body);
});
server.listen(port, "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
