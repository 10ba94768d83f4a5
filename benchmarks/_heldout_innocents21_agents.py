"""Innocent set 21: coding-agent output, public identifiers beside credential words, set 21's
languages and public ids of set 21's vendors, holding no secret.

``AGENT``: what a coding agent's tools return on a repository with no secret in it, in shapes
set 20 did not use: arrow-numbered reads and an editor tool's view of sample configs with
empty values, variable references, vault references and placeholders, MCP results,
``rg --json`` events, ``git grep`` hits, ``apply_patch`` envelopes, ``diff -u`` hunks,
``tree``, ``du`` and ``wc`` output, test failures (pytest, Jest, JUnit, cargo, ``go test``,
RSpec, xUnit), lockfile lines (``pnpm-lock.yaml``, ``poetry.lock``, ``go.sum``,
``composer.lock``, ``flake.lock``), checksums and exit codes. ``PUBLIC``: ids, hashes and keys
that are public by design beside credential words (build ids, trace and span ids, request
ids, content hashes, ETags, public nonces and salts shown by design, SSH, WireGuard, age and
minisign public keys, key fingerprints, JWKS ``kid``\\s, certificate thumbprints, GPG key ids,
Sigstore log indexes, commit signatures' key ids). ``WORLD``: set 21's languages on policies,
counts and public codes. ``VENDOR_IDS``: public ids of set 21's vendors (site, system and
installation ids, chain ids, transaction hashes, block numbers, invoice numbers, DOIs of
episodes). None holds a secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦     1→MAIL_PASSWORD=⟧\n⟦     2→MAIL_FROM=noreply@acme.io⟧ (⟦.env.example: password left empty⟧)
agent: ⟦     3→  api_key: ${GEO_API_KEY}⟧ in ⟦config/geo.yml⟧ (⟦variable reference⟧)
agent: ⟦     7→password = vault:secret/data/shop/db#password⟧ (⟦a vault reference, resolved at deploy⟧)
agent: Here's the result of running `cat -n` on ⟦/srv/shop/.npmrc.example⟧:\n⟦     1	//registry.npmjs.org/:_authToken=${NPM_TOKEN}⟧
agent: ⟦{"content":[{"type":"text","text":"token: <your token here>"}],"isError":false}⟧ (⟦README placeholder⟧)
agent: ⟦{"type":"match","data":{"path":{"text":"src/auth/keys.ts"},"lines":{"text":"export const KEY_HEADER = 'x-api-key';"},"line_number":4}}⟧
agent: ⟦src/secrets/index.ts:12:export function loadSecret(name: string): Promise<string>⟧ (⟦git grep, 1 hit⟧)
agent: ⟦*** Begin Patch⟧\n⟦*** Update File: src/auth/session.py⟧\n⟦-SESSION_TTL = 3600⟧\n⟦+SESSION_TTL = 1800⟧\n⟦*** End Patch⟧
agent: ⟦-  token_ttl_seconds: 900⟧\n⟦+  token_ttl_seconds: 600⟧ (⟦diff -u config/auth.yml⟧)
agent: ⟦secrets/⟧\n⟦├── .gitkeep⟧\n⟦└── README.md⟧ (⟦tree: 2 files, no secrets committed⟧)
agent: ⟦$ du -sh .git⟧ ⟦412M	.git⟧ (⟦history includes 38 MB of fixtures⟧)
agent: ⟦$ wc -l src/auth/*.py⟧ ⟦  212 src/auth/passwords.py⟧ ⟦  148 src/auth/tokens.py⟧ ⟦  360 total⟧
agent: ⟦FAILED tests/test_keys.py::test_rotate_keeps_previous_key - assert 1 == 2⟧ (⟦pytest, 1 failed, 311 passed⟧)
agent: ⟦● TokenService › refreshes before expiry⟧ ⟦Expected: 300⟧ ⟦Received: 240⟧ (⟦Jest⟧)
agent: ⟦org.opentest4j.AssertionFailedError: expected: <BCRYPT> but was: <ARGON2ID>⟧ ⟦at PasswordHasherTest.defaultAlgorithm(PasswordHasherTest.java:27)⟧
agent: ⟦test auth::tests::secret_is_zeroized_on_drop ... FAILED⟧ ⟦left: 32, right: 0⟧ (⟦cargo test⟧)
agent: ⟦--- FAIL: TestAPIKeyHash (0.00s)⟧ ⟦keys_test.go:41: got hash length 44, want 64⟧
agent: ⟦1) Credentials#expired? returns true after 90 days⟧ ⟦expected true, got false⟧ (⟦RSpec, 1 failure⟧)
agent: ⟦Assert.Equal() Failure: Values differ⟧ ⟦Expected: 12⟧ ⟦Actual: 8⟧ ⟦PasswordPolicyTests.MinimumLength⟧ (⟦xUnit⟧)
agent: ⟦/jsonwebtoken@9.0.2:⟧ ⟦resolution: {integrity: sha512-«b64_86»==}⟧ (⟦pnpm-lock.yaml⟧)
agent: ⟦name = "keyring"⟧ ⟦version = "25.5.0"⟧ ⟦{file = "keyring-25.5.0-py3-none-any.whl", hash = "sha256:«h64»"}⟧ (⟦poetry.lock⟧)
agent: ⟦golang.org/x/crypto v0.31.0 h1:«b64_43»=⟧ (⟦go.sum⟧)
agent: ⟦"name": "firebase/php-jwt"⟧, ⟦"version": "v6.10.1"⟧, ⟦"shasum": ""⟧, ⟦"reference": "«h40»"⟧ (⟦composer.lock⟧)
agent: ⟦"narHash": "sha256-«b64_43»="⟧, ⟦"rev": "«h40»"⟧ (⟦flake.lock, nixpkgs⟧)
agent: ⟦$ sha256sum -c SHA256SUMS⟧ ⟦shop-cli_1.9.0_linux_amd64.tar.gz: OK⟧ ⟦shop-cli_1.9.0_darwin_arm64.tar.gz: FAILED⟧
agent: ⟦$ git log --oneline -3⟧\n⟦«h7» rotate signing keys monthly⟧\n⟦«h7» docs: secrets management⟧\n⟦«h7» fix token refresh race⟧
agent: ⟦{"output": "", "metadata": {"exit_code": 124, "duration_seconds": 300.0}}⟧ (⟦command timed out⟧)
agent: ⟦$ ls -l ~/.ssh⟧\n⟦-rw-r--r-- 1 dev dev  96 id_ed25519.pub⟧\n⟦-rw-r--r-- 1 dev dev 444 config⟧ (⟦no private key present⟧)
agent: ⟦$ gh secret list⟧\n⟦NPM_TOKEN	Updated 2026-11-30⟧\n⟦SENTRY_AUTH_TOKEN	Updated 2026-10-02⟧ (⟦names only⟧)
agent: ⟦$ kubectl get secrets -n shop⟧\n⟦NAME        TYPE     DATA   AGE⟧\n⟦api-keys    Opaque   4      41d⟧
agent: ⟦$ vault kv metadata get secret/shop/db⟧ ⟦current_version 7⟧ ⟦max_versions 10⟧ ⟦updated_time 2026-12-01T08:00:11Z⟧
agent: ⟦$ aws secretsmanager list-secrets --query 'SecretList[].Name'⟧ ⟦["shop/db", "shop/stripe"]⟧
agent: ⟦$ docker compose config --services⟧\n⟦api⟧\n⟦worker⟧\n⟦redis⟧ (⟦3 services⟧)
agent: ⟦Edited .env.example: 1 insertion(+)⟧ (⟦added OPENAI_API_KEY= with no value⟧)
agent: ⟦gitleaks: no leaks found⟧ ⟦scanned 1,284 commits (41.2 MB) in 3.1s⟧
"""

PUBLIC = r"""
public: ⟦build_id «d10»⟧ for ⟦pipeline «d8»⟧ ⟦failed at stage test⟧ (⟦token job skipped⟧)
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ — ⟦auth service returned 401 after 12 ms⟧
public: ⟦request id «uuid»⟧ (⟦give this to support⟧) — ⟦the API key was not included in the request⟧
public: ⟦ETag "«h32»"⟧ ⟦If-Match failed⟧ for ⟦/v1/credentials/«d6»⟧ (⟦resource changed⟧)
public: ⟦content hash sha256:«h64»⟧ of ⟦keys.json⟧ ⟦differs from the published one⟧
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43» deploy@ci⟧ ⟦not in authorized_keys⟧ (⟦public key⟧)
public: ⟦Host key fingerprint is SHA256:«b64_43»⟧ (⟦ED25519⟧) ⟦does not match known_hosts line 12⟧
public: ⟦WireGuard peer public key «b64_43»=⟧ ⟦latest handshake: 3 minutes ago⟧ (⟦peer 10.8.0.«d2»⟧)
public: ⟦age recipient age1«l58»⟧ ⟦not in .sops.yaml creation_rules⟧ (⟦public recipient⟧)
public: ⟦minisign public key RW«b64_54»⟧ ⟦signature verification failed⟧ for ⟦release 1.9.0⟧
public: ⟦JWKS kid "«A22»"⟧ ⟦not found⟧; ⟦known kids: 2⟧ (⟦keys rotated at 2026-12-01⟧)
public: ⟦certificate thumbprint (SHA-1) «H40»⟧ ⟦expires 2027-01-15⟧ — ⟦renew the signing certificate⟧
public: ⟦GPG key ID «H16»⟧ ⟦has expired⟧; ⟦commit «h40» shows as unverified⟧
public: ⟦Sigstore transparency log index «d9»⟧ ⟦entry for shop-cli_1.9.0⟧ (⟦certificate identity ci@acme.io⟧)
public: ⟦x5t#S256 «A43»⟧ ⟦does not match the client certificate⟧ (⟦mTLS bound token rejected⟧)
public: ⟦public nonce «h24»⟧ echoed in the ⟦WWW-Authenticate: Digest realm="api", qop="auth"⟧ challenge (⟦stale=true⟧)
public: ⟦bcrypt salt «b64_22»⟧ (⟦cost 12⟧): ⟦verification failed: wrong password⟧
public: ⟦PKCE code_challenge «A43»⟧ with ⟦method S256⟧ (⟦code_verifier missing in the token request⟧)
public: ⟦OAuth state «A32»⟧ ⟦did not match the session⟧ (⟦login restarted⟧)
public: ⟦KMS key ARN arn:aws:kms:eu-west-1:«d12»:key/«uuid»⟧ ⟦access denied for Decrypt⟧
public: ⟦key vault key id https://shop-kv.vault.azure.net/keys/signing/«h32»⟧ ⟦is disabled⟧
public: ⟦GCP key resource projects/shop-«d6»/locations/europe/keyRings/app/cryptoKeys/pii⟧ ⟦has no primary version⟧
public: ⟦API key id AKIA«U16»⟧ ⟦was deleted on 2026-11-20⟧ (⟦access key id only, the secret is not shown⟧)
public: ⟦Docker image digest sha256:«h64»⟧ ⟦signature not found⟧ (⟦cosign verify failed⟧)
public: ⟦npm provenance: sigstore bundle for @acme/cli@1.9.0⟧ ⟦log index «d9»⟧ ⟦verified⟧
public: ⟦TLS session id «H64»⟧ ⟦resumption refused⟧ (⟦ticket key rotated⟧)
public: ⟦webhook delivery «uuid»⟧ ⟦signature header present but timestamp 612 s old⟧ (⟦tolerance 300 s⟧)
public: ⟦OpenPGP fingerprint «H4» «H4» «H4» «H4» «H4»  «H4» «H4» «H4» «H4» «H4»⟧ ⟦not on the keyserver⟧
public: ⟦Nostr npub1«l58»⟧ ⟦profile not found on 3 relays⟧ (⟦public key⟧)
public: ⟦passkey credential id «A43»⟧ ⟦registered on 2026-11-02⟧ (⟦authenticator AAGUID «uuid»⟧)
"""

WORLD = r"""
world: ⟦Ichtaca tlahtolli: 12 tlahcuilolli⟧ (⟦nah, minimum 12 characters⟧)
world: ⟦Jamasat aru 90 urunakat mayjt'ayañawa⟧ (⟦ay, change every 90 days⟧)
world: ⟦Baatu jàll bi war na am 12 araf⟧ (⟦wo, 12 characters⟧)
world: ⟦Izwi rechivande rinofanira kuva nemavara 12⟧ (⟦sn, 12 characters⟧)
world: ⟦Kiugo kĩa hitho: mĩhũriko 5 ĩtarĩ ya kũhinga⟧ (⟦ki, 5 attempts before lock⟧)
world: ⟦Rito ra xihundla ri hela hi 2027-03-01⟧ (⟦ts, expires 2027-03-01⟧)
world: ⟦Ipfi ḽa tshiphiri ḽo shandukiswa nga 2026-12-04⟧ (⟦ve, changed on 2026-12-04⟧)
world: ⟦Nalimed a sao: 3 a padas ti nabati⟧ (⟦ilo, 3 attempts left⟧)
world: ⟦Isissutissaq 12-nik naqinneqassaaq⟧ (⟦kl, 12 characters⟧)
world: ⟦ᎤᏕᎵᏒ ᎧᏁᎢᏍᏗ: 12⟧ (⟦chr, minimum length 12⟧)
world: ⟦ᐃᑎᕐᕕᒃ ᐅᖃᐅᓯᖅ 90 ᐅᓪᓗᓂ⟧ (⟦iu, 90 days⟧)
world: ⟦ᱫᱟᱱᱟᱝ ᱟᱹᱲᱟᱹ: ᱑᱒⟧ (⟦sat, 12 in Ol Chiki digits⟧)
world: ⟦ꯂꯣꯠꯄ ꯋꯥꯍꯩ: ꯱꯲⟧ (⟦mni, 12 in Meetei Mayek digits⟧)
world: ⟦ߜߎ߲ߘߏ ߞߎߡߊ: ߁߂⟧ (⟦nqo, 12 in N'Ko digits⟧)
"""

VENDOR_IDS = r"""
vendor-ids: ⟦SolarEdge site «d7»⟧ ⟦inverter SN «H8»-«H2»⟧ ⟦offline since 2026-12-04 17:10⟧
vendor-ids: ⟦Enphase system «d7»⟧ ⟦envoy serial «d12»⟧ ⟦last report 6 h ago⟧
vendor-ids: ⟦Victron VRM installation «d6»⟧ ⟦battery SOC 12%⟧ (⟦low-voltage alarm⟧)
vendor-ids: ⟦Tibber home «uuid»⟧ ⟦price level VERY_EXPENSIVE 17:00-19:00⟧
vendor-ids: ⟦Planet scene 20261204_«d6»_«d2»_«h4»⟧ ⟦cloud cover 84%⟧ (⟦not ordered⟧)
vendor-ids: ⟦2GIS object «d16»⟧ ⟦closed permanently⟧
vendor-ids: ⟦POEditor project «d6»⟧ ⟦language de 91% translated⟧ (⟦412 terms left⟧)
vendor-ids: ⟦Weblate component web/frontend⟧ ⟦«d3» failing checks⟧ (⟦placeholders⟧)
vendor-ids: ⟦Buzzsprout episode «d8»⟧ ⟦audio processing failed (corrupt MP3 frame at 41:12)⟧
vendor-ids: ⟦Qonto transaction «uuid»⟧ ⟦amount -1,240.00 EUR declined⟧ (⟦card blocked⟧)
vendor-ids: ⟦Dolibarr invoice FA2612-«d4»⟧ ⟦already validated⟧
vendor-ids: ⟦Bitvavo order «uuid»⟧ ⟦rejected: insufficient balance 0.0021 BTC⟧
vendor-ids: ⟦tx 0x«h64»⟧ ⟦in block 21,«d3»,«d3»⟧ ⟦reverted: out of gas⟧ (⟦Covalent⟧)
vendor-ids: ⟦Indodax pair btc_idr⟧ ⟦order «d9»⟧ ⟦cancelled by the user⟧
vendor-ids: ⟦Getty image «d10»⟧ ⟦editorial use only⟧ (⟦license not valid for ads⟧)
"""
