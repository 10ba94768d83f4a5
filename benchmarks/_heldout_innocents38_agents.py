"""Innocent set 38: coding-agent output with no secret, public ids beside credential words,
set 38's languages and public ids of set 38's vendors.

``AGENT``: the tool shapes set 38's secrets used, holding nothing secret: Amazon Q Developer
CLI's ``use_aws``, ``gh copilot suggest``, AutoDev's DevIns commands, mini-swe-agent's
observations, rawdog, Codel's terminal, Tabnine Chat, Potpie, Vibe CLI, Copilot Edits, Le
Chat and Graphite Reviewer results, trivy, snyk, jq, psql and ag output, and HTTP tool
responses listing keys by id, name and prefix only. ``PUBLIC``: values public by design beside
credential words (key ids, fingerprints, digests, public keys, certificate serials, build,
trace and span ids). ``WORLD``: set 38's words for recovery codes, passphrases, PINs,
passwords, API keys and tokens next to counts, dates and policies, holding no value.
``VENDOR_IDS``: public ids of set 38's vendors (account ids, app ids, project ids, segment
ids, location ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦🛠️  Using tool: use_aws (trusted)⟧\n ⟦Service name: s3⟧\n ⟦Operation name: list-buckets⟧\n ⟦● Completed in 0.6s⟧
agent: ⟦Service name: sts⟧ ⟦Operation name: get-caller-identity⟧ → ⟦{"Account": "«d12»", "Arn": "arn:aws:iam::«d12»:user/deploy"}⟧
agent: ⟦Service name: secretsmanager⟧ ⟦Operation name: list-secrets⟧ → ⟦{"Name": "prod/wanderer/db", "LastRotatedDate": "2026-11-30"}⟧
agent: ⟦Suggestion:⟧\n\n  ⟦conda config --show channels⟧\n\n⟦channels:⟧\n  ⟦- conda-forge⟧\n  ⟦- defaults⟧
agent: ⟦Suggestion:⟧\n\n  ⟦composer config --global --list⟧\n\n⟦[process-timeout] 300⟧\n⟦[github-oauth.github.com] (set via COMPOSER_AUTH)⟧
agent: ⟦gem env⟧\n  ⟦- RUBYGEMS VERSION: 3.5.22⟧\n  ⟦- REMOTE SOURCES:⟧\n     ⟦- https://rubygems.org/⟧
agent: ⟦/shell:grep -c POSTGRES_PASSWORD spliit/.env⟧\n```bash\n⟦1⟧\n```
agent: ⟦/file:blinko/.env.example#L1-L2⟧\n```\n⟦NEXTAUTH_URL=http://localhost:1111⟧\n⟦NEXTAUTH_SECRET=⟧\n```
agent: ⟦<returncode>0</returncode>⟧\n⟦<output>⟧\n⟦twenty-server 0.33.4⟧\n⟦</output>⟧
agent: ⟦<returncode>1</returncode>⟧\n⟦<output>⟧\n⟦grep: plane.env: No such file or directory⟧\n⟦</output>⟧
agent: ⟦Execute script in markdown block? (Y/n): Y⟧\n⟦Maloja 3.2.2, 14,022 scrobbles⟧
agent: ⟦Execute script in markdown block? (Y/n): n⟧ ⟦Script not run.⟧
agent: ⟦Terminal › $ docker compose ps⟧\n⟦tubearchivist   Up 3 hours (healthy)⟧
agent: ⟦Terminal › $ myspeed --version⟧\n⟦MySpeed v1.0.9⟧
agent: ⟦Based on `jotty/.env.example`⟧, ⟦SESSION_SECRET is read from the environment⟧ ⟦and is empty in the example⟧.
agent: ⟦[tool: get_code_from_node_id]⟧ → ⟦leafwiki --host 0.0.0.0 --jwt-secret-file /run/secrets/jwt⟧
agent: ⟦$ pipx environment⟧\n⟦PIPX_HOME=/home/dev/.local/share/pipx⟧\n⟦PIPX_BIN_DIR=/home/dev/.local/bin⟧
agent: ⟦HTTP 200 GET /api/users/api-tokens/⟧\n⟦[{"id":"2f1d7a3e","label":"ci","last_used":"2026-12-05"}]⟧
agent: ⟦HTTP 200 GET /rest/apiKeys⟧\n⟦{"data":[{"id":"«uuid»","name":"zapier","expiresAt":"2027-06-01"}]}⟧
agent: ⟦🛠️  Using tool: use_aws (trusted)⟧ ⟦Service name: ssm⟧ ⟦Operation name: describe-parameters⟧ → ⟦{"Name": "/papra/auth-secret", "Type": "SecureString", "Version": 3}⟧
agent: ⟦Suggestion:⟧\n\n  ⟦docker context ls⟧\n\n⟦default *   unix:///var/run/docker.sock⟧\n⟦remote      tcp://ci.acme.io:2376⟧
agent: ⟦/shell:docker compose config --services⟧\n```bash\n⟦spliit⟧\n⟦db⟧\n```
agent: ⟦<returncode>0</returncode>⟧\n⟦<output>⟧\n⟦ACCESS_TOKEN_EXPIRY=15m⟧\n⟦REFRESH_TOKEN_EXPIRY=7d⟧\n⟦</output>⟧
agent: ⟦Execute script in markdown block? (Y/n): Y⟧\n⟦{'urls': 'stun:stun.l.google.com:19302'}⟧
agent: ⟦Terminal › $ grep -c ELASTIC_PASSWORD tubearchivist/docker-compose.yml⟧\n⟦2⟧
agent: ⟦● bash(gem sources --list)⟧\n  ⟦⎿ *** CURRENT SOURCES ***⟧\n    ⟦https://rubygems.org/⟧
agent: ⟦Copilot Edits › vercel.json (1 change)⟧\n   ⟦"regions": ["fra1"]⟧
agent: ⟦Code output:⟧\n⟦{'build': {'builder': 'NIXPACKS'}, 'deploy': {'numReplicas': 2}}⟧
agent: ⟦🔍 Graphite Reviewer:⟧ ⟦`infra/provider-aws.yaml` now reads credentials from a Secret ref⟧ ⟦— looks good⟧
agent: ⟦$ trivy fs --scanners secret .⟧\n⟦Total: 0 (CRITICAL: 0)⟧
agent: ⟦$ snyk config get org⟧\n⟦acme-platform⟧
agent: ⟦$ jq -r '.iceServers[0].urls' pairdrop/rtc_config.json⟧\n⟦stun:stun.l.google.com:19302⟧
agent: ⟦$ psql -c 'select count(*) from core."apiKey"'⟧\n ⟦count⟧\n⟦-------⟧\n     ⟦3⟧
agent: ⟦$ ag -c DB_PASSWORD hortusfox/⟧\n⟦hortusfox/.env:1⟧
agent: ⟦HTTP 200 GET /apis/mlj_1/serverinfo⟧\n⟦{"name":"Maloja","version":[3,2,2],"db_status":{"healthy":true}}⟧
agent: ⟦HTTP 204 DELETE /api/api-keys/ak_7qm2⟧ ⟦(key revoked)⟧
agent: ⟦[tool: search_codebase]⟧ → ⟦3 matches for 'jwt-secret-file' in cmd/leafwiki/main.go⟧
agent: ⟦<returncode>2</returncode>⟧\n⟦<output>⟧\n⟦make: *** [Makefile:14: migrate] Error 1⟧\n⟦</output>⟧
agent: ⟦Terminal › $ docker exec myspeed env | grep -c -i pass⟧\n⟦1⟧
agent: ⟦$ rg -n MEILI_MASTER_KEY wanderer/⟧\n⟦wanderer/docker-compose.yml:9:      MEILI_MASTER_KEY: ${MEILI_MASTER_KEY}⟧
"""

PUBLIC = r"""
public: ⟦GPG key fingerprint «H40»⟧ for ⟦the Plane release signing key⟧
public: ⟦SSH host key SHA256:«b64_43»⟧ (⟦ED25519⟧) for ⟦ci.acme.io⟧
public: ⟦AWS access key id AKIA«U16»⟧ (⟦the id is not secret; the secret key is not shown⟧)
public: ⟦key id «h16»⟧ signed ⟦Twenty v0.33.4⟧ — ⟦signature good⟧
public: ⟦sha256:«h64»⟧ is the ⟦digest of ghcr.io/acme/blinko:1.2⟧
public: ⟦certificate serial «H32»⟧ for ⟦api.ringba.com⟧ (⟦valid until 2027-04-11⟧)
public: ⟦trace_id=«h32»⟧ ⟦span_id=«h16»⟧ on ⟦POST /api/payment_intent⟧ (⟦bearer token not logged⟧)
public: ⟦build «d6»⟧ ⟦commit «h40»⟧ — ⟦secret scan passed⟧
public: ⟦age recipient age1«l58»⟧ (⟦public key⟧) for ⟦secrets/staging.yaml⟧
public: ⟦JWKS kid «A24»⟧ ⟦alg RS256⟧ — ⟦auth.ziina.com signing key⟧
public: ⟦Ed25519 public key «b64_43»=⟧ ⟦for Shotstack webhook checks⟧
public: ⟦npm package integrity sha512-«b64_86»==⟧ ⟦@omnisend/sdk 1.4.0⟧
public: ⟦request id «uuid»⟧ ⟦password reset email queued⟧
public: ⟦Omnisend brand id «h24»⟧ ⟦(public; API key kept in CI)⟧
public: ⟦Zuplo key prefix zpka_⟧ ⟦consumer 'mobile-app'⟧ (⟦value hidden⟧)
public: ⟦Sigstore bundle logIndex «d9»⟧ ⟦for twenty-server 0.33.4⟧ ⟦(signature, not a key)⟧
public: ⟦PGP key id 0x«H16»⟧ ⟦signs the Maloja tarballs⟧
public: ⟦SHA-1 «h40»⟧ ⟦of hortusfox-3.5.zip⟧ (⟦checksum, not a password⟧)
public: ⟦span «h16»⟧ ⟦parent «h16»⟧ — ⟦GET /v1/ideas 200 in 84 ms⟧
public: ⟦X-Request-Id: «uuid»⟧ ⟦on the 401 from api.shotstack.io⟧ ⟦(key not echoed)⟧
public: ⟦OIDC client_id jotty⟧ ⟦issuer https://sso.acme.io⟧ (⟦client secret kept in vault⟧)
public: ⟦TLS SPKI pin sha256/«b64_43»=⟧ ⟦for gate.whapi.cloud⟧
public: ⟦docker image id sha256:«h64»⟧ ⟦ghcr.io/pairdrop/pairdrop:1.11⟧
public: ⟦ETag "«h32»"⟧ ⟦on tile 14/8185/5449⟧
public: ⟦Stripe-like publishable key prefix pk_live_…⟧ ⟦shown as a prefix only⟧
public: ⟦AWS KMS key arn:aws:kms:eu-west-1:«d12»:key/«uuid»⟧ ⟦(an id, not key material)⟧
public: ⟦minisign public key RW«b64_43»⟧ ⟦for release checks⟧
public: ⟦Git commit «h40»⟧ ⟦"rotate SENDIIO secret (value in vault)"⟧
public: ⟦build id «d8»⟧ ⟦image tag 2026.12.06-«h8»⟧ — ⟦token scan clean⟧
public: ⟦Ringba call id «U2»«h24»⟧ ⟦duration 3:41⟧
"""

WORLD = r"""
world: ⟦Password-mu harus 12 karakter⟧ ⟦(Bugis/Indonesian: your password must have 12 characters)⟧
world: ⟦Am password bon 12 te mwakoro⟧ ⟦(Gilbertese: your password, 12 characters)⟧
world: ⟦Emu namba hunia be 6 numba⟧ ⟦(Hiri Motu: your hidden number has 6 digits)⟧
world: ⟦I melṯo d-rozo⟧ ⟦(Turoyo: the password) changed on 2026-11-30⟧
world: ⟦Yo password es 12 letas⟧ ⟦(Pitkern: your password is 12 letters)⟧
world: ⟦आपका रिकवरी कोड 30 दिनों में समाप्त होगा⟧ ⟦(Hindi: your recovery code expires in 30 days)⟧
world: ⟦ඔබගේ මුරපදය වෙනස් කරන ලදී⟧ ⟦(Sinhala: your password was changed)⟧
world: ⟦ລະຫັດຜ່ານຕ້ອງມີ 12 ຕົວອັກສອນ⟧ ⟦(Lao: password needs 12 characters)⟧
world: ⟦Kurtarma kodunuz 10 kez kullanılabilir⟧ ⟦(Turkish: your recovery code can be used 10 times)⟧
world: ⟦Kata sandi Anda kedaluwarsa dalam 90 hari⟧ ⟦(Indonesian: your password expires in 90 days)⟧
world: ⟦복구 코드 10개가 생성되었습니다⟧ ⟦(Korean: 10 recovery codes were created)⟧
world: ⟦パスワードは12文字以上⟧ ⟦(Japanese: password of 12 characters or more)⟧
world: ⟦访问令牌将于 2027-01-01 过期⟧ ⟦(Chinese: the access token expires on 2027-01-01)⟧
world: ⟦מפתח ה-API נוצר ב-2026-12-01⟧ ⟦(Hebrew: the API key was created on 2026-12-01)⟧
world: ⟦Tō kupuhipa me 12 pūāhua⟧ ⟦(Māori: your password needs 12 characters)⟧
world: ⟦Kabtangan sin password mu⟧ ⟦12 huruf⟧ ⟦(Tausug, as remembered: your password, 12 letters)⟧
world: ⟦निंगहय गुप्त पिन 6 अंक⟧ ⟦(Kurukh: your secret PIN, 6 digits)⟧
world: ⟦تہاڈا پاس ورڈ 90 دناں بعد بدلو⟧ ⟦(Hindko: change your password after 90 days)⟧
world: ⟦Ту парол 12 ҳарф⟧ ⟦(Shughni: your password, 12 letters)⟧
world: ⟦ਤੁਹਾਡਾ ਪਾਸਵਰਡ ਬਦਲ ਦਿੱਤਾ ਗਿਆ ਹੈ⟧ ⟦(Punjabi: your password has been changed)⟧
world: ⟦ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ 12 ಅಕ್ಷರಗಳು⟧ ⟦(Kannada: your password, 12 characters)⟧
world: ⟦మీ యాక్సెస్ టోకెన్ గడువు 30 రోజులు⟧ ⟦(Telugu: your access token lasts 30 days)⟧
world: ⟦ཁྱེད་ཀྱི་གསང་ཚིག⟧ ⟦(Tibetan: your password) was changed on 2026-12-02⟧
world: ⟦ޕާސްވޯޑް⟧ ⟦(Dhivehi: password)⟧ ⟦— 12 characters⟧
world: ⟦លេខកូដស្ដារ 10⟧ ⟦(Khmer: 10 recovery codes)⟧
world: ⟦Таны нууц үг 12 тэмдэгт байх ёстой⟧ ⟦(Mongolian: your password must have 12 characters)⟧
world: ⟦Frasa laluan mesti 5 perkataan⟧ ⟦(Malay: a passphrase must be 5 words)⟧
world: ⟦Ang iyong PIN ay 6 na numero⟧ ⟦(Tagalog: your PIN is 6 digits)⟧
world: ⟦کد بازیابی شما 10 بار قابل استفاده است⟧ ⟦(Persian: your recovery code can be used 10 times)⟧
world: ⟦Mật khẩu của bạn hết hạn sau 90 ngày⟧ ⟦(Vietnamese: your password expires after 90 days)⟧
"""

VENDOR_IDS = r"""
vendor-ids: ⟦Omnisend segment id «h24»⟧ ⟦'lapsed buyers'⟧
vendor-ids: ⟦Shotstack render id «uuid»⟧ ⟦status done⟧
vendor-ids: ⟦Ontraport App ID 2_«d6»_«A6»⟧ ⟦(public half of the pair)⟧
vendor-ids: ⟦Zamzar job id «d8»⟧ ⟦target_format pdf⟧
vendor-ids: ⟦Nuclino workspace id «uuid»⟧ ⟦'Engineering'⟧
vendor-ids: ⟦tyntec message id «uuid»⟧ ⟦DELIVERED⟧
vendor-ids: ⟦Outseta person uid «A8»⟧ ⟦plan Pro⟧
vendor-ids: ⟦Ziina payment intent id «uuid»⟧ ⟦25.00 AED⟧
vendor-ids: ⟦ProdPad idea id «d5»⟧ ⟦12 votes⟧
vendor-ids: ⟦Ringba account id RA«h24»⟧ ⟦campaign 'auto insurance'⟧
vendor-ids: ⟦Tripadvisor location id «d6»⟧ ⟦4.5 stars⟧
vendor-ids: ⟦Open Charge Map POI «d6»⟧ ⟦2 × CCS2⟧
vendor-ids: ⟦Nuvemshop store id «d7»⟧ ⟦product «d4»⟧
vendor-ids: ⟦42matters package com.acme.app⟧ ⟦rating 4.6⟧
vendor-ids: ⟦Plane project id «uuid»⟧ ⟦cycle 'Sprint 41'⟧
vendor-ids: ⟦Serpstack request id «h16»⟧ ⟦10 organic results⟧
vendor-ids: ⟦Wordnik word id «d7»⟧ ⟦'quiddity'⟧
vendor-ids: ⟦Protomaps tileset v4⟧ ⟦z14 x8185 y5449⟧
vendor-ids: ⟦OCR.space engine 2⟧ ⟦ProcessingTimeInMilliseconds 812⟧
vendor-ids: ⟦Podio app_id «d7»⟧ ⟦space 'Ops'⟧
vendor-ids: ⟦PrintNode printer id «d8»⟧ ⟦'Warehouse Zebra'⟧
vendor-ids: ⟦Orderful transaction id «d9»⟧ ⟦850 purchase order⟧
vendor-ids: ⟦Placekey «l3»-«l3»@«l3»-«l3»-«l3»⟧ ⟦for 1 Main St⟧
vendor-ids: ⟦Recombee database acme-prod⟧ ⟦item «d6»⟧
vendor-ids: ⟦Pexip conference alias meet.«d6»⟧ ⟦3 participants⟧
vendor-ids: ⟦Rebilly customer id cus_«U26»⟧ ⟦(an id, not a key)⟧
vendor-ids: ⟦Visualping job id «d7»⟧ ⟦checks every 60 min⟧
vendor-ids: ⟦Zipcodebase postal code 10005⟧ ⟦New York, NY⟧
vendor-ids: ⟦Perigon article id «uuid»⟧ ⟦source reuters.com⟧
vendor-ids: ⟦StreamElements channel id «h24»⟧ ⟦12 bot commands⟧
"""
