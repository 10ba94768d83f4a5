"""Innocent set 53: coding-agent shell output with no secret, public ids beside credential
words, set 53's languages and public ids of set 53's vendors.

``AGENT``: the shell shapes set 53's secrets used, holding nothing secret: a ``PS4`` xtrace,
husky, lint-staged, dotenv-linter, lefthook and overcommit hooks, ``turbo run``, ``nx run``,
``pnpm run``, ``yarn run``, ``bun run``, ``deno task``, ``cargo make``, ``hatch run``,
``uv run``, ``devbox run``, ``nix develop``, ``make[1]`` recursion, zsh ``HISTFILE`` lines and
``fc -l``, ``compgen -e`` listing names only, go-task, ``lerna run`` and ``moon run``.
``PUBLIC``: values public by design beside credential words (key ids, fingerprints, digests,
public keys, certificate serials, build, trace and span ids). ``WORLD``: set 53's words for
recovery codes, passphrases, PINs, passwords, API keys and tokens next to counts, dates and
policies, holding no value. ``VENDOR_IDS``: public ids of set 53's vendors (client ids,
server ids, project ids, database ids, key ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦+ scripts/deploy.sh:4: ENV=staging⟧\n⟦+ scripts/deploy.sh:5: ./bin/notify --env staging⟧
agent: ⟦+ scripts/deploy.sh:11: curl -fsS https://npm.acme.internal:4873/-/ping⟧\n⟦{}⟧
agent: ⟦+ scripts/rollback.sh:8: psql "$DATABASE_URL" -c 'select 1'⟧\n⟦ ?column? ⟧\n⟦        1⟧
agent: ⟦✔ Preparing lint-staged...⟧\n⟦✔ Running tasks for staged files...⟧\n⟦✔ Applying modifications from tasks...⟧
agent: ⟦.husky/pre-commit: dotenv-linter .env.e2e⟧\n⟦No problems found⟧
agent: ⟦⧗   input: chore: rotate socketlabs key (via vault)⟧\n⟦✔   found 0 problems, 0 warnings⟧
agent: ⟦web:build: cache hit, replaying logs «h16»⟧\n⟦Tasks: 1 successful, 1 total⟧
agent: ⟦$ jq '.tasks[0].environmentVariables.specified.env' .turbo/runs/«A4».json⟧\n⟦["STACK_SECRET_SERVER_KEY=«h64»"]⟧ ⟦(turbo prints a sha256 of each value, not the value)⟧
agent: ⟦make[1]: Entering directory '/home/agent/infra/images'⟧\n⟦docker push registry.acme.io/web:«h12»⟧\n⟦make[1]: Leaving directory '/home/agent/infra/images'⟧
agent: ⟦$ make -C images print-REGISTRY⟧\n⟦REGISTRY = registry.acme.io⟧
agent: ⟦: 1796557211:0;cd ~/mailer⟧\n⟦: 1796557244:3;php send.php --dry-run⟧
agent: ⟦$ fc -l -3⟧\n⟦ 1041  gluu-cli login --admin⟧\n⟦ 1042  ./gradlew bootRun⟧
agent: ⟦🥊 lefthook v1.10.1  hook: pre-push⟧\n⟦✔️  publish-check (1.02 seconds)⟧
agent: ⟦Running pre-commit hooks⟧\n⟦Check for datree policy....................................[Datree] OK⟧
agent: ⟦> nx run api:serve⟧\n⟦[api] listening on http://localhost:3333⟧
agent: ⟦> mailer@1.4.0 mail:test⟧\n⟦sent test mail «uuid» via pepipost (sandbox)⟧
agent: ⟦$ cross-env NODE_ENV=test playwright test⟧\n⟦  12 passed (41.2s)⟧
agent: ⟦$ bun run registry:check⟧\n⟦registry https://pkgs.dev.azure.com/acme/_packaging/web/npm/registry/ reachable⟧
agent: ⟦Task notify deno run -A notify.ts⟧\n⟦notified 3 channels⟧
agent: ⟦[cargo-make] INFO - Running Task: deploy⟧\n⟦[cargo-make] INFO - Build Done in 4.21 seconds.⟧
agent: ⟦$ hatch run e2e:mail⟧\n⟦3 passed in 2.14s⟧
agent: ⟦$ uv run python -m acme.settings --show⟧\n⟦MAILSLURP_API_KEY=<set>⟧ ⟦VERIFY_TLS=True⟧
agent: ⟦$ devbox run env | grep -c ASGARDEO⟧\n⟦2⟧
agent: ⟦[shellHook] loaded 4 variables from .env (values hidden)⟧\n⟦(nix:nix-shell-env) agent@ws-3:~/api$⟧
agent: ⟦$ compgen -e | grep -i socket⟧\n⟦SOCKETLABS_API_KEY⟧\n⟦SOCKETLABS_SERVER_ID⟧
agent: ⟦task: [publish] ./scripts/check-domain.sh acme.io⟧\n⟦domain lockdown OK⟧
agent: ⟦lerna success run Ran npm script 'notify' in 1 package in 2.3s:⟧\n⟦lerna success - @acme/mailer⟧
agent: ⟦▪▪▪▪ infra:plan (cached, 0s)⟧ ⟦Plan: 0 to add, 1 to change, 0 to destroy.⟧
agent: ⟦$ rg -c 'AstraCS:' --glob '!*.lock'⟧\n⟦services/ingest/.env.sample:1⟧ ⟦(placeholder AstraCS:...)⟧
agent: ⟦$ git diff --stat HEAD~1⟧\n⟦ .env.example | 1 +⟧\n⟦ 1 file changed, 1 insertion(+)⟧
agent: ⟦HTTP 200 GET /api/v1/user-api-keys⟧ ⟦[{"id":"«uuid»","description":"ci","last_four":"«l4»"}]⟧ (⟦values not returned⟧)
agent: ⟦+ scripts/deploy.sh:7: [[ -n ${MAILCOACH_TOKEN:+set} ]]⟧\n⟦+ scripts/deploy.sh:8: echo 'token present'⟧\n⟦token present⟧
agent: ⟦husky - commit-msg script passed⟧ ⟦(1 hook, 0.4s)⟧
agent: ⟦web:test: Tests  212 passed (212)⟧\n⟦web:test: Duration  18.43s⟧
agent: ⟦make[2]: Entering directory '/home/agent/infra/py'⟧\n⟦twine check dist/acme_sdk-1.4.0.tar.gz⟧\n⟦Checking dist/acme_sdk-1.4.0.tar.gz: PASSED⟧
agent: ⟦$ fc -li -2⟧\n⟦ 1050  2026-12-06 19:02  veracode static scan target/app.war⟧\n⟦ 1051  2026-12-06 19:03  fc -li -2⟧
agent: ⟦$ env | cut -d= -f1 | grep -i -e key -e secret -e token⟧\n⟦MAILSLURP_API_KEY⟧\n⟦SCALEKIT_CLIENT_SECRET⟧\n⟦TURBO_TOKEN⟧
agent: ⟦$ cat .env.example⟧\n⟦SCALEKIT_CLIENT_SECRET=⟧\n⟦SCALEKIT_CLIENT_ID=skc_⟧
agent: ⟦$ cat lefthook.yml⟧\n⟦pre-push:⟧\n⟦  commands:⟧\n⟦    sonar: { run: sonar-scanner -Dsonar.token=$SONAR_TOKEN }⟧
agent: ⟦$ grep -n token Taskfile.yml⟧\n⟦7:      - curl -sf -H "X-Api-Key: $MAILCHANNELS_API_KEY" https://api.mailchannels.net/tx/v1/check-domain⟧
agent: ⟦$ jq .globalEnv turbo.json⟧\n⟦["NODE_ENV", "STACK_SECRET_SERVER_KEY"]⟧ ⟦(names only)⟧
agent: ⟦HTTP 201 POST /user/api-keys⟧ ⟦{"id":"«h8»","name":"ci","created":"2026-12-06"}⟧ (⟦key shown once in the UI⟧)
"""

PUBLIC = r"""
public: ⟦GPG key fingerprint «H40»⟧ for ⟦the Verdaccio release signing key⟧
public: ⟦SSH host key SHA256:«b64_43»⟧ (⟦ED25519⟧) for ⟦gitbucket.acme.internal⟧
public: ⟦veracode_api_key_id = «h32»⟧ (⟦the id half; the secret stays in the file⟧)
public: ⟦key id «h16»⟧ signed ⟦atlantis v0.33.0⟧ — ⟦signature good⟧
public: ⟦sha256:«h64»⟧ is the ⟦digest of ghcr.io/runatlantis/atlantis:v0.33.0⟧
public: ⟦certificate serial «H32»⟧ for ⟦api.mailslurp.com⟧ (⟦valid until 2027-04-01⟧)
public: ⟦trace_id=«h32»⟧ ⟦span_id=«h16»⟧ on ⟦POST /oauth/access_token⟧ (⟦client secret redacted upstream⟧)
public: ⟦build «d6»⟧ ⟦commit «h40»⟧ — ⟦secret rotation job passed⟧
public: ⟦PROPELAUTH_VERIFIER_KEY=-----BEGIN PUBLIC KEY-----⟧ ⟦(public verifier key)⟧
public: ⟦JWKS kid «A24»⟧ ⟦alg RS256⟧ — ⟦Asgardeo public signing key⟧
public: ⟦Ed25519 public key «b64_43»=⟧ ⟦for DoltHub remote auth (dolt creds ls)⟧
public: ⟦npm integrity sha512-«b64_86»==⟧ ⟦@acme/ui 2.8.0⟧
public: ⟦request id «uuid»⟧ ⟦password reset email queued via SocketLabs⟧
public: ⟦Scalekit client id skc_«d17»⟧ ⟦(public; the secret lives in vault)⟧
public: ⟦Stack Auth publishable client key pck_«l40»⟧ ⟦(safe in the browser)⟧
public: ⟦Develocity build scan https://ge.acme.io/s/«l13»⟧ ⟦published⟧
public: ⟦X-Amz-Date 20261206T190512Z⟧ ⟦Credential=AKIAQ3EGUH4PL2X7YB5N/20261206/eu-west-1/codeartifact/aws4_request⟧ (⟦access key id only⟧)
public: ⟦age recipient age1«l58»⟧ (⟦public key⟧) for ⟦secrets/mail.yaml⟧
public: ⟦token_hash «h64»⟧ ⟦(sha256 of the API key, stored instead of it)⟧
public: ⟦MAILCHANNELS auid acme-mail⟧ in ⟦_mailchannels.acme.io TXT "v=mc1; auid=acme-mail"⟧
public: ⟦DKIM selector s1._domainkey.acme.io⟧ ⟦p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A«b64_40»⟧ (⟦public key⟧)
public: ⟦Sigstore bundle «h64»⟧ ⟦Rekor log index «d9»⟧ — ⟦verified⟧
public: ⟦GitHub App id «d6»⟧ ⟦installation «d8»⟧ for ⟦atlantis-acme⟧ (⟦private key in Vault⟧)
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43» agent@ws-3⟧ ⟦(authorized_keys entry)⟧
public: ⟦PGP key 0x«H16»⟧ ⟦expires 2028-01-01⟧ ⟦used to sign Verdaccio tarballs⟧
public: ⟦OIDC issuer https://auth.acme.io⟧ ⟦jwks_uri https://auth.acme.io/.well-known/jwks.json⟧
public: ⟦span «h16»⟧ ⟦parent «h16»⟧ ⟦db.statement SELECT * FROM api_keys WHERE prefix = $1⟧
public: ⟦Mailosaur server id «l8»⟧ ⟦(public; API key not shown)⟧
"""

WORLD = r"""
world: ⟦Dis gheime Wort muess 12 Zeiche ha⟧ ⟦(Walser: your secret word needs 12 characters)⟧
world: ⟦Joun paswoord is verlopen⟧ ⟦op 2026-11-30⟧ ⟦(West Flemish: your password expired)⟧
world: ⟦Oew geheime woorden: 5 woorden⟧ ⟦(Low Saxon: your secret words: 5 words)⟧
world: ⟦Vosto mot de passo es cambia⟧ ⟦lou 2026-12-01⟧
world: ⟦Dy gihajmy cål: 6 cyfer⟧ ⟦(Wymysorys: the secret number has 6 digits)⟧
world: ⟦Tyo garado lav⟧ ⟦trubul 5 lava⟧ ⟦(Lovari: your hidden word needs 5 words)⟧
world: ⟦Äert Passwuert leeft an 90 Deeg of⟧ ⟦(Luxembourgish: your password expires in 90 days)⟧
world: ⟦Jo wachtwurd moat 14 tekens hawwe⟧
world: ⟦אײַער פּאַראָל⟧ ⟦איז געביטן געוואָרן⟧ ⟦(Yiddish: your password was changed)⟧
world: ⟦Waše hesło⟧ ⟦dyrbi 12 znamješkow měć⟧
world: ⟦Ваше гесло⟧ ⟦было зміненое 2026-12-02⟧ ⟦(Rusyn)⟧
world: ⟦Voss pled-clav è scadì⟧ ⟦(Romansh: your password expired)⟧
world: ⟦Ho ker-tremen⟧ ⟦a rank bezañ 12 arouezenn⟧
world: ⟦Eich codau adfer: 10⟧ ⟦(Welsh: your recovery codes: 10)⟧
world: ⟦Zure API gakoak: 3⟧ ⟦(Basque: your API keys: 3)⟧
world: ⟦Els vostres codis de recuperació⟧ ⟦caduquen en 30 dies⟧
world: ⟦Wiederherstellungscodes: 8 übrig⟧ ⟦(German: 8 recovery codes left)⟧
world: ⟦Uw toegangstoken verloopt⟧ ⟦over 1 uur⟧
world: ⟦Votre phrase secrète compte 6 mots⟧
world: ⟦La tua chiave API è stata revocata⟧ ⟦il 2026-12-03⟧
world: ⟦Il-kodiċi ta' rkupru tiegħek inbidel⟧
world: ⟦Ձեր գաղտնաբառը փոխուեցաւ⟧ ⟦(Western Armenian: your password was changed)⟧
world: ⟦كلمة السر ديالك⟧ ⟦خاصها 12 حرف⟧
world: ⟦Kurtarma kodlarınız yenilendi⟧ ⟦(Turkish: your recovery codes were renewed)⟧
world: ⟦Ο κωδικός PIN σας⟧ ⟦έχει 8 ψηφία⟧
world: ⟦Dei Zinken wurde erneuert⟧ ⟦(Yenish: your secret sign was renewed)⟧
world: ⟦Tjo garado numero⟧ ⟦si 8 ginde⟧ ⟦(Kalderash: your hidden number has 8 digits)⟧
world: ⟦Tu clave garabá caduca⟧ ⟦en 30 días⟧ ⟦(Caló)⟧
world: ⟦Dai gahaimes bort⟧ ⟦ischt gabexlt⟧ ⟦(Gottscheerish: your secret word was changed)⟧
world: ⟦La tô peraule clâf⟧ ⟦e à di vê 12 caratars⟧
world: ⟦Do phasfhocal athraithe⟧ ⟦ar 2026-12-05⟧
world: ⟦Zure pasahitzak 14 karaktere⟧ ⟦izan behar ditu⟧
world: ⟦Vòstre senhal expira⟧ ⟦dins 7 jorns⟧
world: ⟦Ваш токен за приступ⟧ ⟦истиче за 24 сата⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Asgardeo organization acmeshop⟧ ⟦client id Xw3kPq0aZ7mVb2cR9uTn⟧
vendor: ⟦Astra DB database id «uuid»⟧ ⟦region eu-west-1⟧
vendor: ⟦Atlantis lock acme/infra/default⟧ ⟦PR #«d4»⟧
vendor: ⟦Azure Artifacts feed acme/web⟧ ⟦upstream npmjs⟧
vendor: ⟦CodeArtifact domain acme⟧ ⟦owner 111122223333⟧ ⟦repository py⟧
vendor: ⟦DoltHub database acme/prices⟧ ⟦commit «l32»⟧
vendor: ⟦Gitee repo acme/firmware⟧ ⟦PR !«d3»⟧
vendor: ⟦Gluu client inum 1001.«h8»⟧ ⟦subject type pairwise⟧
vendor: ⟦MailSlurp inbox «uuid»⟧ ⟦3 emails⟧
vendor: ⟦Mailcoach campaign «d5»⟧ ⟦status draft⟧
vendor: ⟦PropelAuth org «uuid»⟧ ⟦14 members⟧
vendor: ⟦Private Packagist org acme⟧ ⟦package acme/billing 3.4.1⟧
vendor: ⟦SocketLabs server id 40211⟧ ⟦subaccount «d5»⟧
vendor: ⟦SendPulse address book «d6»⟧ ⟦4,200 contacts⟧
vendor: ⟦Stack Auth project «uuid»⟧ ⟦512 users⟧
vendor: ⟦Veracode app profile «d7»⟧ ⟦policy Acme AppSec⟧
vendor: ⟦Scalekit organization org_«d17»⟧ ⟦SSO connection conn_«d17»⟧
vendor: ⟦MailChannels account acme-mail⟧ ⟦auid in _mailchannels TXT⟧
vendor: ⟦Verdaccio package @acme/ui⟧ ⟦dist-tag latest 2.8.0⟧
vendor: ⟦Develocity build scan «l13»⟧ ⟦project web, 4m12s⟧
vendor: ⟦Pepipost domain mail.acme.io⟧ ⟦DKIM verified⟧
vendor: ⟦Amazon SES configuration set acme-tx⟧ ⟦region eu-west-1⟧
vendor: ⟦Pagure project acme/tools⟧ ⟦issue #88⟧
vendor: ⟦Datree account acme⟧ ⟦policy Starter⟧ ⟦6 rules⟧
vendor: ⟦Stackhero instance x7k2p9⟧ ⟦PostgreSQL 17.2⟧
vendor: ⟦Apollo graph acme-graph@prod⟧ ⟦subgraph orders⟧
"""
