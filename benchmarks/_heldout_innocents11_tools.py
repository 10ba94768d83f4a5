"""Innocent set 11: tool output, reprs and traces that look like set 11's secrets but hold none.

The carriers of secrets set 11's live and written cases (terraform, jq, node, sqlite3, perl,
java, git, redis-cli, openssl, kubectl, curl --trace-ascii, requests, xmlrpc, click,
strictyaml, Python's value parsers, container reprs, other languages' traces) printing what a
model needs and no credential: resource addresses, digests, commit ids, request ids, key
fingerprints, public key bytes, serials, cursor tokens, and names of secrets without values.
"""

from __future__ import annotations

__all__ = ["CLI", "REPRS"]

CLI = r"""
terraform: Error: Missing newline after argument\n\n  on ⟦db.tf line 3⟧, in resource "postgresql_role" "etl":\n   3:   password = var.⟦etl_password⟧ login
terraform: Error: Reference to undeclared input variable\n  on main.tf line 14: token = var.⟦gitea_token⟧\nAn input variable with the name "⟦gitea_token⟧" has not been declared.
terraform: Error: Invalid count argument\n  on ⟦modules/vault/main.tf line 22⟧: count = length(var.⟦secret_ids⟧)
terraform: # aws_secretsmanager_secret.⟦db_master⟧ will be created\n  + arn = (known after apply)\n  + name = "⟦prod/ledger/master⟧"\n  + recovery_window_in_days = ⟦7⟧
terraform: Error: creating IAM Access Key (⟦ci-deployer⟧): LimitExceeded: Cannot exceed quota for AccessKeysPerUser: ⟦2⟧
terraform: Error acquiring the state lock: ConditionalCheckFailedException\nLock Info:\n  ID:        ⟦«uuid»⟧\n  Path:      ⟦acme-tfstate/prod/terraform.tfstate⟧\n  Who:       ⟦ci@runner-7⟧
jq: jq: error (at <stdin>:0): Cannot parse '⟦2026-12-04T06:00:00Z⟧' as number (while parsing '⟦expires_at⟧')
jq: jq: error (at ⟦response.json:1⟧): Cannot index array with "⟦token_type⟧"
node: SyntaxError: Unexpected token '}', "{"keyId":"⟦«h16»⟧", }" is not valid JSON at position ⟦23⟧
node: Error [ERR_REQUIRE_ESM]: require() of ES Module ⟦/app/node_modules/jose/dist/node/esm/index.js⟧ not supported.
node: TypeError: Cannot read properties of undefined (reading '⟦apiKey⟧')\n    at loadConfig (⟦/srv/app/config.js:12:31⟧)
sqlite3: Error: in prepare, near "⟦returning⟧": syntax error\n  insert into tokens(hash) values('⟦«h64»⟧') returning;\n                          error here ---^
sqlite3: Runtime error: UNIQUE constraint failed: ⟦api_keys.key_prefix⟧ (19)
perl: Global symbol "⟦$db_pass⟧" requires explicit package name (did you forget to declare "my $db_pass"?) at ⟦deploy.pl line 4⟧.
perl: Can't locate ⟦Crypt/JWT.pm⟧ in @INC (you may need to install the Crypt::JWT module)
java: Main.java:3: error: cannot find symbol\n    String apiToken = System.getenv(⟦TOKEN_NAME⟧);\n  symbol:   variable ⟦TOKEN_NAME⟧
java: Exception in thread "main" java.security.UnrecoverableKeyException: ⟦Get Key failed: Given final block not properly padded⟧ (keystore ⟦/etc/acme/keystore.p12⟧)
git: credential helper 'vault' failed: ⟦no secret at path kv/ci/git⟧ (exit ⟦2⟧)
git: file:.git/config	url.⟦git@gitlab.acme.lan:⟧.insteadof ⟦https://gitlab.acme.lan/⟧
git: error: RPC failed; HTTP ⟦413⟧ curl 22 The requested URL returned error: 413\nsend-pack: unexpected disconnect while reading sideband packet
git: ⟦«h40»⟧ refs/tags/⟦v4.2.0⟧\n⟦«h40»⟧ refs/tags/⟦v4.2.0^{}⟧
git: fatal: bad object ⟦«h40»⟧\nerror: ⟦https://git.acme.lan/libs/acme-core.git⟧ did not send all necessary objects
redis-cli: (error) ⟦WRONGPASS invalid username-password pair or user is disabled.⟧
redis-cli: 1) "⟦requirepass⟧"\n2) ""\n(config drift: requirepass is ⟦empty⟧ on replica ⟦2⟧)
redis-cli: user ⟦reporting⟧ on ⟦#«h64»⟧ ~⟦reports:*⟧ &* -@all +get +scan
redis-cli: (error) ⟦MOVED 12182 10.0.3.21:6379⟧
openssl: ED25519 Public-Key:\npub:\n    ⟦«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»⟧:...\n(no private key in ⟦signer.pub⟧)
openssl: Could not read private key from ⟦signer.pem⟧\n⟦40A7A1B2F17F0000:error:1E08010C:DECODER routines:OSSL_DECODER_from_bio:unsupported⟧
openssl: SHA256 Fingerprint=⟦«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»⟧ subject=CN = ⟦registry.acme.lan⟧
kubectl: secret/⟦regcred⟧ configured (dry run) type ⟦kubernetes.io/dockerconfigjson⟧
kubectl: Error from server (Forbidden): secrets "⟦psp-creds⟧" is forbidden: User "⟦system:serviceaccount:ci:deployer⟧" cannot get resource "secrets" in the namespace "⟦payments⟧"
kubectl: error: failed to create secret ⟦secrets "regcred" already exists⟧
curl: => Send data, ⟦57⟧ bytes (0x39)\n0000: grant_type=⟦client_credentials⟧&client_id=⟦reports⟧&scope=read
curl: <= Recv header, 52 bytes\n0000: WWW-Authenticate: Bearer error="⟦invalid_client⟧", error_description="⟦client secret expired on 2026-11-30⟧"
curl: * TLSv1.3 (IN), TLS handshake, Certificate (11):\n* SSL certificate problem: ⟦self-signed certificate in certificate chain⟧
requests: requests.exceptions.HTTPError: ⟦401⟧ Client Error: Unauthorized for url: ⟦http://127.0.0.1:8080/v2/sync?since=2026-12-01&cursor=«b64_24»⟧
requests: requests.exceptions.ConnectionError: HTTPConnectionPool(host='⟦127.0.0.1⟧', port=⟦49307⟧): Max retries exceeded with url: ⟦/v1/feed?page=4&per_page=100⟧
requests: requests.exceptions.InvalidHeader: Header part (⟦1764830400⟧) from ('⟦X-RateLimit-Reset⟧', 1764830400) must be of type str or bytes
xmlrpc: xmlrpc.client.ProtocolError: <ProtocolError for ⟦127.0.0.1:9001/RPC2⟧: ⟦401 Unauthorized⟧>
click: Error: Invalid value for '--retries': '⟦three⟧' is not a valid integer.
click: Error: Missing option '⟦--token-file⟧'. (env ⟦ACME_TOKEN_FILE⟧ not set)
strictyaml: while scanning a simple key\n  in "<unicode string>", line ⟦3⟧, column 5:\n        ⟦signing_secret_ref⟧ kv/slack\n        ^ (line: 3)
python: ValueError: '⟦10.0.3.300⟧' does not appear to be an IPv4 or IPv6 address
python: zoneinfo._common.ZoneInfoNotFoundError: 'No time zone found with key ⟦Europe/Kyiv2⟧'
python: ValueError: time data '⟦04/12/2026⟧' does not match format '⟦%Y-%m-%d⟧'
python: ValueError: '⟦eu-south-3⟧' is not a valid ⟦Region⟧
python: AttributeError: '⟦Settings⟧' object has no attribute '⟦api_key_file⟧'
aiohttp: aiohttp.client_exceptions.InvalidUrlClientError: ⟦http://db.acme.lan:port/⟧
"""

REPRS = r"""
repr: invalid storage settings OrderedDict([('region', '⟦eu-central-1⟧'), ('bucket', '⟦acme-logs⟧'), ('kms_key_id', '⟦«uuid»⟧')])
repr: merge conflict in defaultdict(<class 'list'>, {'hosts': ['⟦a⟧', '⟦b⟧'], 'bearer_ref': ['⟦vault:kv/api#token⟧']})
repr: account locked after Counter({'⟦invalid_password⟧': ⟦5⟧, 'mfa_timeout': 1})
repr: KeyError resolving ⟦SIGNING_KEY⟧ in ChainMap({'debug': '1'}, {'HMAC_KEY_ID': '⟦k-«h8»⟧', 'ENV': '⟦prod⟧'})
repr: mappingproxy({'client_id': '⟦web-«l8»⟧', 'client_secret_ref': '⟦secretsmanager:prod/web⟧'})
repr: 550 after deque([('USER', '⟦backup⟧'), ('PASS', '⟦****⟧'), ('STOR', '⟦dump.sql⟧')], maxlen=3)
repr: bind failed: Credentials(username='⟦svc-ldap⟧', password=⟦<hidden>⟧, realm='⟦ACME.LAN⟧')
repr: namespace(url='⟦https://hooks.acme.io/in/«l12»⟧', token_env='⟦HOOK_TOKEN⟧', retries=⟦3⟧)
repr: Namespace(host='⟦db-2⟧', user='⟦etl⟧', password_file='⟦/run/secrets/etl⟧', verbose=True)
repr: <BoundArguments (host='⟦10.0.2.8⟧', user='⟦etl⟧', port=⟦6432⟧)>
repr: CompletedProcess(args=['vault', 'kv', 'get', '-field=⟦password⟧', '⟦kv/ci/db⟧'], returncode=⟦2⟧, stderr=b'⟦permission denied⟧')
repr: <SimpleCookie: csrftoken='⟦«A32»⟧' theme='⟦dark⟧'>
repr: [('X-Request-Id', '⟦«uuid»⟧'), ('X-Trace-Id', '⟦«h32»⟧'), ('X-Auth-Token', '⟦<redacted>⟧')]
repr: unknown scope in frozenset({'⟦read:keys⟧', 'write', '⟦admin:secrets⟧'})
repr: [(b'host', b'⟦api.acme.io⟧'), (b'x-request-id', b'⟦«h32»⟧'), (b'content-length', b'⟦0⟧')]
repr: job _Job(name='⟦nightly-export⟧', vault=_Vault(address='⟦https://vault.acme.lan⟧', role_id='⟦4a1b2c3d⟧'), tags=['etl'])
repr: {'credentials': {'source': '⟦aws-secretsmanager⟧',\n                 'secret_id': '⟦arn:aws:secretsmanager:eu-west-1:«d12»:secret:prod/ingest-«A6»⟧'},\n 'service': 'ingest'}
repr: [{'name': '⟦primary⟧', 'auth': {'type': 'bearer', 'value_from': '⟦env:PRIMARY_TOKEN⟧'}}, {'name': 'backup', 'auth': None}]
trace: ERROR: HTTP.Exceptions.StatusError(⟦401⟧, "POST", "⟦/v1/upload⟧")\n [2] main(; token_file="⟦/etc/acme/token⟧")\n   @ Main ⟦./sync.jl:30⟧
trace: 3: dbConnect(RPostgres::Postgres(), host = "⟦10.0.3.14⟧", user = "⟦analyst⟧", password = Sys.getenv("⟦DW_PASSWORD⟧"))
trace: lua: ⟦api.lua:42⟧: request failed for key id '⟦kid-«h8»⟧': ⟦403⟧
trace: Fatal error: exception Not_found\nRaised at ⟦Stdlib__Hashtbl.find⟧ in file "hashtbl.ml", line ⟦539⟧
trace: ** (MatchError) no match of right hand side value: {:error, :⟦unauthorized⟧}\nState: %{interval: ⟦30000⟧, url: "⟦https://api.acme.io/feed⟧", api_token: ⟦:redacted⟧}
trace: =CRASH REPORT==== 4-Dec-2026::06:55:01.221 ===\n    initial_call: ⟦epgsql_sock:init/1⟧\n    error_info: {badmatch,{error,⟦invalid_password⟧}}
trace: Caused by: java.lang.IllegalStateException: ⟦403⟧ for ApiConfig(baseUrl=⟦https://api.acme.io⟧, apiKeyId=⟦ak_«h16»⟧, timeoutMs=5000)
trace: Unhandled exception:\nHttpException: ⟦401 Unauthorized⟧, uri = ⟦https://api.acme.io/v2/items?page=2⟧
trace: System.Data.SqlClient.SqlException (⟦0x80131904⟧): Login failed for user '⟦app⟧'. ClientConnectionId:⟦«uuid»⟧ Error Number:⟦18456⟧,State:⟦1⟧
"""
