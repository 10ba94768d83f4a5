"""Innocent set 9: HTTP client errors and dumps, connection strings without secrets, vendor ids.

Real-looking text in the carriers secrets set 9 uses (requests, httpx, aiohttp and urllib
errors, curl and wget output, HAR and access logs, connection strings, the vendors' own object
ids); none holds a secret. Many hold what a redactor may mistake for one: request and trace
ids, ETags and content hashes, signed-URL parameters that are not the signature, userinfo
without a password, key *names* and masked values, public ids of the vendors set 9's secrets
come from (Cloudflare zone ids, Clerk user ids, Matrix event ids, Blockfrost transaction
hashes).
"""

from __future__ import annotations

__all__ = ["DSN_URLS", "HTTP", "VENDOR_IDS"]

HTTP = r"""
requests: 404 Client Error: Not Found for url: ⟦http://127.0.0.1:8080/v1/items?page=3&per_page=50&sort=created_at⟧
httpx: Client error '422 Unprocessable Entity' for url '⟦https://api.acme.io/v2/orders/«d9»/refunds⟧' For more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/422
aiohttp: 429, message='Too Many Requests', url='⟦https://api.acme.io/v1/search?q=token+bucket+algorithm⟧' (retry after ⟦17⟧ s)
urllib: HTTP Error 500: Internal Server Error: {"error":"upstream timeout","request_id":"⟦«uuid»⟧","trace":"⟦«h32»⟧"}
requests: HTTPConnectionPool(host='⟦127.0.0.1⟧', port=⟦39215⟧): Max retries exceeded with url: ⟦/v1/sync?since=2026-12-04T05:00:00Z⟧ (Caused by NewConnectionError: [Errno 111] Connection refused)
http.client: reply: 'HTTP/1.1 401 Unauthorized' header: WWW-Authenticate: ⟦Bearer realm="api", error="invalid_token", error_description="The access token expired"⟧
curl: * Server certificate: subject: ⟦CN=api.acme.io⟧; start date: Nov  1 00:00:00 2026 GMT; expire date: ⟦Jan 30 23:59:59 2027 GMT⟧; issuer: C=US; O=Let's Encrypt; CN=R11
curl: * SSL connection using ⟦TLSv1.3 / TLS_AES_256_GCM_SHA384⟧ / X25519 / RSASSA-PSS; * ALPN: server accepted ⟦h2⟧
curl: < HTTP/2 403 < x-amz-request-id: ⟦«U16»⟧ < x-amz-id-2: ⟦«b64_76»⟧ < content-type: application/xml
curl: < etag: W/"⟦«h32»⟧" < cf-ray: ⟦«h16»-FRA⟧ < x-request-id: ⟦«uuid»⟧ < HTTP/2 304
wget: ---response begin--- HTTP/1.1 302 Found Location: ⟦https://login.acme.io/authorize?client_id=acme-web&response_type=code&state=«h16»⟧ ---response end---
wget: Saving to: ‘⟦acme-cli_2.4.1_linux_amd64.tar.gz⟧’ ... sha256 ⟦«h64»⟧ OK
har: entries[2].response: {"status": 401, "headers": [{"name": "WWW-Authenticate", "value": "⟦Basic realm=\"admin\", charset=\"UTF-8\"⟧"}]}
nginx: 10.0.0.7 - - [04/Dec/2026:05:45:11 +0000] "GET ⟦/api/v1/tokens/«uuid»/usage⟧ HTTP/1.1" 404 ⟦153⟧ "-" "python-requests/2.32.3"
envoy: [2026-12-04T05:45:12.001Z] "POST ⟦/v1/keys/rotate⟧ HTTP/2" 503 UF 0 91 ⟦3001⟧ - "10.0.0.7" "grpc-go/1.62" "⟦«uuid»⟧"
caddy: {"level":"error","msg":"handled request","request":{"uri":"⟦/admin/api-keys?page=2⟧","headers":{"Authorization":["REDACTED"]}},"status":⟦502⟧}
okhttp: <-- 401 Unauthorized ⟦https://api.acme.io/v1/me⟧ (⟦212ms⟧, 96-byte body)
axios: AxiosError: Request failed with status code 401 {"code":"ERR_BAD_REQUEST","config":{"url":"⟦/v1/password-policy⟧","method":"get","timeout":⟦10000⟧}}
gcs: 403 for https://storage.googleapis.com/acme-exports/⟦report.csv⟧?X-Goog-Algorithm=⟦GOOG4-RSA-SHA256⟧&X-Goog-Date=⟦20261204T054500Z⟧&X-Goog-Expires=900 (signature expired)
oauth: 400 {"error":"⟦invalid_grant⟧","error_description":"PKCE verification failed: code_verifier does not match code_challenge method ⟦S256⟧"}
oauth: device flow: visit ⟦https://acme.io/device⟧ and enter code ⟦WDJB-MJHT⟧ (expires in ⟦900⟧ s)
saml: SAML response rejected: InResponseTo ⟦_«h32»⟧ does not match request ID, issuer ⟦https://sts.windows.net/«uuid»/⟧
smtp: 535 5.7.8 Authentication credentials invalid (queue id ⟦«U10»⟧, relay ⟦smtp.acme.io:587⟧)
grpc: StatusCode.UNAUTHENTICATED details="⟦missing authorization metadata⟧" debug_error_string="{"grpc_status":16,"file_line":⟦«d3»⟧}"
websocket: bad handshake (403) Sec-WebSocket-Protocol: ⟦v4.channel.k8s.io⟧ Sec-WebSocket-Accept: ⟦«b64_27»=⟧
http: 401 "Authorization header is missing or malformed (expected: ⟦Bearer <token>⟧)" on ⟦GET /v3/projects⟧
http: 403 Forbidden: API key ⟦…a41f⟧ (last 4) lacks scope ⟦orders:write⟧
tcpdump: 05:45:10.123456 IP ⟦10.0.0.5.51234⟧ > ⟦10.0.0.9.8080⟧: Flags [P.], seq 1:212, ack 1, win 502, length ⟦211⟧
"""

DSN_URLS = r"""
psycopg: connection to server at "⟦pg02.acme.lan⟧" (⟦10.0.2.7⟧), port ⟦5432⟧ failed: FATAL: database "⟦dw_2026⟧" does not exist
libpq: could not connect to any host in ⟦postgresql://app@pg01:5432,pg02:5432/app?target_session_attrs=read-write⟧ (timeout ⟦10⟧ s)
sqlalchemy: (psycopg2.OperationalError) could not translate host name "⟦db01.acme.lan⟧" to address (url ⟦postgresql+psycopg2://etl@db01.acme.lan/dw⟧)
redis: Error 111 connecting to ⟦cache01.acme.lan:6379⟧. Connection refused. (db ⟦3⟧)
redis: ⟦redis://cache01:6379/0⟧ MOVED ⟦12182⟧ 10.0.0.12:6379
mongodb: ServerSelectionTimeoutError: ⟦cluster0-shard-00-01.«l5».mongodb.net:27017⟧: timed out, Timeout: ⟦30s⟧
mongodb: ⟦mongodb+srv://reporting@cluster0.«l5».mongodb.net/?retryWrites=true&w=majority⟧: authentication mechanism ⟦SCRAM-SHA-256⟧ not supported
mysql: ERROR 2005 (HY000): Unknown MySQL server host '⟦gateway01.eu-central-1.prod.aws.tidbcloud.com⟧' (-2) (port ⟦4000⟧)
kafka: Connection to node ⟦-1⟧ (⟦pkc-41wq6.eu-west-2.aws.confluent.cloud/52.56.1.1:9092⟧) could not be established. Broker may not be available.
amqp: ConnectionClosedByBroker: (320) 'CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'' vhost ⟦/prod⟧ on ⟦mq.acme.io:5671⟧
nats: nats: no servers available for connection (⟦nats://nats01:4222⟧, ⟦nats://nats02:4222⟧)
jdbc: java.sql.SQLTransientConnectionException: ⟦HikariPool-1⟧ - Connection is not available, request timed out after ⟦30000ms⟧ (⟦jdbc:postgresql://db01:5432/orders⟧)
ignite: Failed to connect to ⟦jdbc:ignite:thin://ign01:10800⟧ (cluster ⟦acme-grid⟧ inactive)
solr: pysolr.SolrError: Failed to connect to server at ⟦http://solr01:8983/solr/products/select/⟧ (HTTP 503)
gel: gel.errors.ClientConnectionFailedError: cannot establish connection for ⟦30.0⟧ s: ⟦gel://gel.acme.lan:5656/main⟧
materialize: ERROR: cluster "⟦quickstart⟧" has no replicas available to service request (⟦postgres://svc%40acme.io@x7q.eu-west-1.aws.materialize.cloud:6875/materialize⟧)
sftp: Connection closed by ⟦files.acme.lan⟧ port ⟦22⟧ (user ⟦backup⟧, path ⟦/srv/exports/2026-12-04⟧)
smb: STATUS_BAD_NETWORK_NAME for ⟦\\fs01.acme.lan\scans⟧ (share not found)
ldap: ldap_sasl_bind(SIMPLE): Can't contact LDAP server (-1) ⟦ldaps://ldap.acme.lan:636⟧ bind DN ⟦cn=svc,dc=acme,dc=lan⟧
rtmp: [rtmp @ 0x55d1] Cannot open connection tcp://⟦live.twitch.tv:1935⟧ (app ⟦app⟧)
"""

VENDOR_IDS = r"""
cloudflare: 10000 Authentication error for zone ⟦«h32»⟧ (account ⟦«h32»⟧)
cloudflare: wrangler deploy: Uploaded ⟦acme-worker⟧ (⟦3.21 sec⟧) Current Version ID: ⟦«uuid»⟧
clerk: ClerkAPIResponseError: Not Found - user ⟦user_«A27»⟧ does not exist in instance ⟦ins_«A27»⟧
clerk: organization ⟦org_«A27»⟧ reached its membership limit (⟦5⟧)
e2b: SandboxError: sandbox ⟦i«l19»⟧ timed out after ⟦300⟧ s (template ⟦base⟧)
mapbox: Error: style ⟦mapbox://styles/acmemaps/«l25»⟧ not found (HTTP 404)
ably: [ErrorInfo: Channel ⟦orders:«d6»⟧ denied access based on given capability; statusCode=401; code=⟦40160⟧]
revenuecat: customer ⟦$RCAnonymousID:«h32»⟧ has no active entitlement ⟦pro⟧
blockfrost: 404 The requested component has not been found. (tx ⟦«h64»⟧)
coingecko: coin id ⟦wrapped-bitcoin⟧ not found; did you mean ⟦bitcoin⟧? (status ⟦404⟧)
temporal: workflow execution already started: WorkflowId ⟦order-«d9»⟧, RunId ⟦«uuid»⟧
zulip: Stream '⟦deploys⟧' does not exist (message ⟦«d8»⟧)
zendesk: RecordNotFound: ticket ⟦«d6»⟧ not found (brand ⟦«d12»⟧)
matrix: M_FORBIDDEN: user not in room ⟦!«A18»:matrix.acme.io⟧ (event ⟦$«b64_43»⟧)
meilisearch: index ⟦products⟧ not found (task ⟦«d5»⟧, uid ⟦«uuid»⟧)
okx: order ⟦«d18»⟧ canceled: 51008 insufficient balance (instId ⟦BTC-USDT⟧)
intercom: conversation ⟦«d15»⟧ not found (workspace ⟦«l8»⟧)
sentry: event ⟦«h32»⟧ dropped: rate limited (project ⟦4504«d12»⟧)
segment: message ⟦ajs-next-«h32»⟧ rejected: payload too large (⟦32.1 KB⟧)
stripe: No such payment_intent: '⟦pi_«A24»⟧'; request-id ⟦req_«A14»⟧
tiktok: video ⟦«d19»⟧ publish failed: spam_risk_too_many_posts (open_id ⟦«uuid»⟧)
dagster: run ⟦«uuid»⟧ of job ⟦nightly_token_rollup⟧ failed at step ⟦aggregate_usage⟧
airbyte: sync job ⟦«d6»⟧ failed for connection ⟦«uuid»⟧ (stream ⟦api_keys⟧)
datadog: trace ⟦«d19»⟧ span ⟦«d19»⟧ dropped (sampling priority ⟦-1⟧)
github: Resource not accessible by integration (installation ⟦«d8»⟧, check run ⟦«d11»⟧)
"""
