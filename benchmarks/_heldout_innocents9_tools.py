"""Innocent set 9: tool output, configuration that references secrets, and tracebacks.

Real-looking text in the carriers secrets set 9 uses (git, openssl, ssh-keygen, gpg, redis-cli,
sqlite3, ps, hexdump, package managers' integrity checks; the configuration syntaxes of set 9
where a credential is a reference, a file, a command or a name rather than a value; stdlib and
``cgitb`` tracebacks with locals); none holds a secret. The hard ones hold long hex or base64
that is public (commit and tree ids, certificate serials, key identifiers and fingerprints,
replication ids, SRI and go.sum hashes), colon-separated hex like a key dump, and locals named
``key``, ``token`` or ``secret_name``.
"""

from __future__ import annotations

__all__ = ["CLI", "CONFIGS", "TRACEBACKS"]

CLI = r"""
git: To https://github.com/acme/app.git ⟦«h7»..«h7»⟧  main -> main (forced update rejected: ⟦stale info⟧)
git: error: failed to push some refs to '⟦https://git.acme.lan/platform/secrets-operator.git⟧' hint: Updates were rejected because the tip of your current branch is behind
git: diff --git a/.env.example b/.env.example index ⟦«h7»..«h7»⟧ 100644 +⟦STRIPE_SECRET_KEY=⟧ +⟦LOG_LEVEL=info⟧
git: commit ⟦«h40»⟧ Author: ⟦Lena Novak <lena@acme.io>⟧ Date: Fri Dec 4 05:40:12 2026 +0000 ⟦rotate token signing keys (no values in repo)⟧
git: fatal: bad object ⟦«h40»⟧ (tree ⟦«h40»⟧ missing)
git: gpg: Signature made Fri 04 Dec 2026 05:41:02 UTC using EDDSA key ⟦«H40»⟧ Good signature from "⟦Acme Release <release@acme.io>⟧"
openssl: Serial Number: ⟦«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»⟧ Signature Algorithm: ⟦ecdsa-with-SHA256⟧
openssl: X509v3 Subject Key Identifier: ⟦«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»⟧
openssl: pub: ⟦«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:⟧ (ED25519 Public-Key) unable to load private key: ⟦no start line⟧
openssl: sha256 Fingerprint=⟦«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»⟧ verify error:num=⟦20⟧:unable to get local issuer certificate
ssh-keygen: ⟦256 SHA256:«b64_43» ci@acme (ED25519)⟧ -- key already in authorized_keys
ssh: Host key for ⟦git.acme.lan⟧ has changed: ED25519 key fingerprint is ⟦SHA256:«b64_43»⟧
ssh: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43» deploy@ci⟧ is not in /home/git/.ssh/authorized_keys
gpg: key ⟦«H16»⟧: public key "⟦Lena Novak <lena@acme.io>⟧" imported; gpg: no ultimately trusted keys found
redis-cli: # Replication role:master connected_slaves:⟦2⟧ master_replid:⟦«h40»⟧ master_repl_offset:⟦«d9»⟧
redis-cli: run_id:⟦«h40»⟧ redis_version:⟦7.2.4⟧ used_memory_human:⟦1.21G⟧
redis-cli: (error) NOAUTH Authentication required. (command ⟦CONFIG GET maxmemory⟧)
sqlite3: Error: in prepare, no such column: ⟦api_secret_hash⟧ (1) near "⟦select⟧"
sqlite3: content_hash = ⟦«h64»⟧ (file ⟦exports/q4.csv⟧)
ps: ⟦18399⟧ /usr/bin/python3 -m worker --config ⟦/etc/acme/secrets.yaml⟧ --queue ⟦tokens⟧
hexdump: 00000000  89 50 4e 47 0d 0a 1a 0a  00 00 00 0d 49 48 44 52  ⟦|.PNG........IHDR|⟧ (file ⟦logo.png⟧)
xxd: 00000000: ⟦7f45 4c46 0201 0100⟧ 0000 0000 0000 0000  .ELF............ (⟦acme-agent⟧)
npm: npm ERR! code EINTEGRITY sha512-⟦«b64_86»==⟧ integrity checksum failed when using sha512 for ⟦@acme/ui@4.2.1⟧
pip: ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE. ⟦requests==2.32.3⟧ Expected sha256 ⟦«h64»⟧
go: verifying ⟦github.com/acme/keyring@v1.4.0⟧: checksum mismatch downloaded: h1:⟦«b64_43»=⟧
docker: Error response from daemon: manifest for ⟦ghcr.io/acme/token-service@sha256:«h64»⟧ not found
vault: Error reading ⟦secret/data/app/db⟧: Error making API request. Code: ⟦403⟧. Errors: * permission denied
consul: Failed to read ACL token: ACL not found (AccessorID ⟦«uuid»⟧)
influx: Error: failed to find bucket ⟦metrics⟧ in org ⟦acme⟧ (id ⟦«h16»⟧)
kubectl: serviceaccount/⟦ci-deployer⟧ created; token request ⟦ci-deployer-token-«l5»⟧ expires ⟦2026-12-04T06:56:00Z⟧
"""

CONFIGS = r"""
cue: db.password: reference "⟦#Secrets.db⟧" not found: ⟦./config.cue:7:15⟧
nix: error: attribute '⟦passwordFile⟧' missing at ⟦/etc/nixos/configuration.nix:41:5⟧ (value ⟦/run/agenix/grafana-admin⟧)
jsonnet: RUNTIME ERROR: Undefined external variable: ⟦API_KEY⟧ at ⟦main.jsonnet:3:16⟧
hocon: ConfigException$UnresolvedSubstitution: application.conf: 14: Could not resolve substitution to a value: ⟦${?DB_PASSWORD}⟧
caddyfile: Error: parsing caddyfile: ⟦Caddyfile:9⟧ - unrecognized directive: ⟦basic_auth⟧ (did you mean basicauth?)
squid: FATAL: Bungled ⟦/etc/squid/squid.conf⟧ line ⟦88⟧: auth_param basic program ⟦/usr/lib/squid/basic_ncsa_auth /etc/squid/passwd⟧
rsyncd: auth failed on module ⟦backup⟧: secrets file ⟦/etc/rsyncd.secrets⟧ must be mode ⟦0600⟧
home assistant: Secret ⟦mqtt_password⟧ not defined in ⟦/config/secrets.yaml⟧
esphome: api: encryption: key: !secret ⟦living_room_api_key⟧ -- secret not found in ⟦secrets.yaml⟧
envoy: error initializing configuration: ⟦static_resources.secrets[0]⟧ generic_secret: ⟦filename: /etc/envoy/secrets/hmac.txt⟧ not readable
pg_service: psql: error: definition of service "⟦reporting⟧" not found in ⟦/etc/pg_service.conf⟧
authinfo: auth-source-search: no entry for ⟦machine imap.acme.io port imaps⟧ in ⟦~/.authinfo.gpg⟧
mbsync: error: PassCmd "⟦pass show mail/acme⟧" exited with status ⟦1⟧
launchd: ⟦com.acme.agent⟧: service could not load: EnvironmentVariables key ⟦ACME_AGENT_TOKEN_FILE⟧ points to missing ⟦/Library/Acme/token⟧
cmake: CMake Error: CONAN_PASSWORD:STRING is empty; set ⟦CONAN_PASSWORD⟧ in the environment (⟦cmake/Upload.cmake:9⟧)
gradle: Could not get unknown property '⟦acmeRepoPassword⟧' for object of type org.gradle.api.credentials.PasswordCredentials (⟦build.gradle.kts:22⟧)
erlang: Protocol 'inet_tcp': invalid challenge reply from ⟦rabbit@mq02⟧: cookie mismatch (cookie file ⟦/var/lib/rabbitmq/.erlang.cookie⟧)
elixir: ** (ArgumentError) environment variable ⟦SECRET_KEY_BASE⟧ is missing. You can generate one by calling: ⟦mix phx.gen.secret⟧
devcontainer: remoteEnv ⟦GITHUB_TOKEN⟧: ${localEnv:GITHUB_TOKEN} resolved to an empty string (⟦.devcontainer/devcontainer.json⟧)
codebuild: Parameter Store parameter ⟦/prod/db/password⟧ not found (env variable ⟦DB_PASSWORD⟧, type ⟦PARAMETER_STORE⟧)
cloudbuild: secretManager: ⟦projects/acme-ci/secrets/npm-token/versions/latest⟧ env ⟦NPM_TOKEN⟧: permission denied
fly: Error: secret ⟦STRIPE_RESTRICTED⟧ is not set; run ⟦fly secrets set STRIPE_RESTRICTED=...⟧
azure pipelines: Variable group ⟦kv-acme-prod⟧ could not be authorized: secret ⟦sqlAdminPassword⟧ is disabled in key vault ⟦kv-acme⟧
ansible: [WARNING]: ⟦ansible_become_pass⟧ is set from vault file ⟦group_vars/web/vault.yml⟧ which could not be decrypted
k8s: secretKeyRef: name: ⟦db-creds⟧ key: ⟦password⟧ -- couldn't find key password in Secret ⟦payments/db-creds⟧
keepass: import: entry ⟦Acme VPN⟧ has no password (group ⟦Root/Infra⟧, uuid ⟦«H32»⟧)
bitwarden: item ⟦«uuid»⟧ (login ⟦ops@acme.io⟧) has a weak password score ⟦1/4⟧
makefile: Makefile:12: warning: undefined variable '⟦REGISTRY_TOKEN⟧' (target ⟦push⟧)
"""

TRACEBACKS = r"""
stdlib locals: Traceback (most recent call last): File "⟦/srv/app/sync.py⟧", line ⟦41⟧, in push timeout = ⟦5⟧ url = '⟦https://hooks.acme.io/in⟧' TimeoutError: push timed out
stdlib locals: key = '⟦user:1042:profile⟧' cache = <Redis<ConnectionPool<Connection<host=cache01,port=6379,db=0>>>> KeyError: '⟦user:1042:profile⟧'
stdlib locals: token_count = ⟦1812⟧ max_tokens = ⟦4096⟧ model = '⟦acme-llm-8b⟧' ValueError: prompt too long
stdlib locals: secret_name = '⟦prod/billing/stripe-api-key⟧' region = '⟦eu-west-1⟧' botocore.errorfactory.ResourceNotFoundException
stdlib locals: password_min_length = ⟦12⟧ policy = '⟦ASCII_PRINTABLE⟧' ValidationError: password too short
cgitb: ValueError Python ⟦3.11.7⟧: /work/venv/bin/python ⟦/srv/app/geocode.py⟧ in geocode(query='⟦Berlin⟧', api_key=<not shown>)
cgitb: /srv/app/jobs.py in run(job_id=⟦«d9»⟧, attempt=⟦3⟧) ⟦KeyError: 'tenant'⟧
pytest: E AssertionError: assert ⟦'«h40»'⟧ == ⟦'«h40»'⟧ (commit ids of the two builds differ)
pytest: FAILED tests/test_tokens.py::⟦test_token_bucket_refill⟧ - assert ⟦7⟧ == ⟦8⟧
rust: thread 'main' panicked at ⟦src/keys.rs:88:14⟧: called `Option::unwrap()` on a `None` value (key id ⟦«uuid»⟧)
go: panic: runtime error: invalid memory address or nil pointer dereference [signal SIGSEGV: segmentation violation code=⟦0x1⟧ addr=⟦0x18⟧ pc=⟦0x«h7»⟧]
java: at ⟦com.acme.auth.TokenService.rotate(TokenService.java:117)⟧ Caused by: java.lang.IllegalStateException: key ring ⟦signing-2026-12⟧ is empty
node: TypeError: Cannot read properties of undefined (reading '⟦apiKey⟧') at ⟦/srv/app/dist/client.js:42:17⟧
python: KeyError: '⟦OPENAI_API_KEY⟧' (during handling of the above exception, another exception occurred: ⟦RuntimeError: config incomplete⟧)
python: FileNotFoundError: [Errno 2] No such file or directory: '⟦/run/secrets/db_password⟧'
python: subprocess.CalledProcessError: Command '⟦['pg_dump', '-h', 'db01', '--dbname', 'dw', '--no-password']⟧' returned non-zero exit status ⟦1⟧.
python: ExceptionGroup: ⟦2⟧ tasks failed (⟦sync-crm: HTTP 502⟧, ⟦sync-erp: timed out⟧)
python: note: ⟦retry with --verbose for the request id⟧; request id ⟦«uuid»⟧
php: PHP Fatal error: Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused in ⟦/var/www/app/src/Db.php:31⟧
ruby: Faraday::ConnectionFailed: Failed to open TCP connection to ⟦api.acme.io:443⟧ (getaddrinfo: Name or service not known)
dotnet: System.Security.Cryptography.CryptographicException: Keyset does not exist (key container ⟦{«uuid»}⟧)
elixir: ** (DBConnection.ConnectionError) tcp connect (⟦db:5432⟧): connection refused - :econnrefused (pool ⟦Acme.Repo⟧)
"""
