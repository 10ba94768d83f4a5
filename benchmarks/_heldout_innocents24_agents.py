"""Innocent set 24: coding-agent output with no secret, public ids beside credential words,
set 24's languages and public ids of set 24's vendors.

``AGENT``: the tool shapes set 24's secrets used, holding nothing secret: OpenHands
``execute_bash`` results with ``terraform`` output of resource ids and sensitive values shown
as ``(sensitive value)``, Gemini CLI ``run_shell_command`` results of ``dbt debug`` and
``git log``, Goose ``developer__shell`` of ``cf apps`` and ``eb status``, Continue
``builtin_*`` results on files that only name variables, ``vault read`` of lease metadata,
``pulumi stack output`` with ``[secret]``, ``mise``/``just`` listings of ordinary variables,
diffs from Bazaar, darcs, Perforce and CVS of ordinary settings, ``ast-grep``, ``gh search
code`` and ``src search`` hits on names, ``hurl`` and ``noseyparker`` summaries, token
endpoints' metadata without the token, build, trace and job ids. ``PUBLIC``: values public by
design beside credential words (publishable and site keys, key ids, certificate and SSH
fingerprints, age and minisign public keys, Sigstore entries, image digests, JWKS ``kid``,
``token_last_eight``, Vault accessors, OAuth client ids, webhook ids, commit and build ids).
``WORLD``: set 24's languages' credential words next to counts, dates and policies, holding
no value (sentences built from each language's words, as in the secrets set's i18n file).
``VENDOR_IDS``: public ids of set 24's vendors (account, merchant, company, workspace
and project ids, publishable keys). None holds a secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦execute_bash(command="terraform output")⟧\n⟦db_endpoint = "orders-db.c9x2.eu-west-1.rds.amazonaws.com:5432"⟧\n⟦db_password = <sensitive>⟧
agent: ⟦execute_bash(command="terraform state list | wc -l")⟧\n⟦142⟧\n⟦[The command completed with exit code 0.]⟧
agent: ⟦execute_bash(command="grep -c random_password terraform.tfstate")⟧ ⟦3⟧ (⟦a count, no value⟧)
agent: ⟦Command: dbt debug --target prod⟧ ⟦Connection test: [OK connection ok]⟧ ⟦Exit Code: 0⟧
agent: ⟦Command: git log --oneline -3 etl/ci/profiles.yml⟧\n⟦«h7» ci: read DBT_PASSWORD from env⟧\n⟦«h7» ci: add prod target⟧
agent: ⟦command: cf apps⟧\n⟦orders   started   2/2   512M   1G   orders.apps.acme.io⟧
agent: ⟦command: eb status orders-prod⟧ ⟦Health: Green⟧ ⟦Deployed Version: app-«h7»-«d6»⟧
agent: ⟦command: gcloud run services describe orders --format='value(status.url)'⟧\n⟦https://orders-«l10»-ew.a.run.app⟧
agent: ⟦builtin_read_file charts/platform/values.yaml⟧ ⟦chartRepoPassword: ""⟧ ⟦existingSecret: chart-repo⟧
agent: ⟦builtin_grep_search "existingSecret"⟧ ⟦charts/platform/values.yaml⟧ ⟦14: existingSecret: chart-repo⟧
agent: ⟦$ kubeseal --fetch-cert > pub-cert.pem⟧ ⟦-----BEGIN CERTIFICATE-----⟧ (⟦the controller's public certificate⟧)
agent: ⟦$ vault read -format=json sys/leases/lookup lease_id=database/creds/readonly/«A20»⟧ ⟦"ttl": 2712⟧ ⟦"renewable": true⟧
agent: ⟦$ pulumi stack output⟧\n⟦dbEndpoint  orders-db.internal:5432⟧\n⟦dbPassword  [secret]⟧
agent: ⟦$ awslocal secretsmanager list-secrets --query 'SecretList[].Name'⟧ ⟦["orders/db", "orders/smtp"]⟧
agent: ⟦$ keepassxc-cli ls ~/vaults/team.kdbx CI⟧\n⟦registry⟧\n⟦sentry⟧\n⟦npm⟧ (⟦entry names only⟧)
agent: ⟦$ mise env⟧\n⟦export NODE_ENV=development⟧\n⟦export LOG_LEVEL=debug⟧
agent: ⟦$ just --evaluate⟧ ⟦registry := "registry.acme.io"⟧ ⟦tag := "2026.12.5"⟧
agent: ⟦$ docker exec nexus ls /nexus-data⟧ ⟦blobs  db  etc  log  tmp⟧ (⟦admin.password already removed⟧)
agent: ⟦$ sudo etckeeper vcs diff⟧ ⟦-http_port = 3000⟧ ⟦+http_port = 3001⟧ (⟦grafana/grafana.ini⟧)
agent: ⟦$ bzr diff settings/production.py⟧ ⟦-ALLOWED_HOSTS = []⟧ ⟦+ALLOWED_HOSTS = ["shop.acme.io"]⟧
agent: ⟦$ darcs diff -u config/app.cfg⟧ ⟦-workers = 2⟧ ⟦+workers = 4⟧
agent: ⟦$ p4 diff -du //depot/game/server/config/live.ini⟧ ⟦-max_players=64⟧ ⟦+max_players=96⟧
agent: ⟦$ cvs diff -u etc/mailer.conf⟧ ⟦-smtp_port=25⟧ ⟦+smtp_port=587⟧
agent: ⟦$ ast-grep run --pattern 'os.environ[$K]' --lang python⟧ ⟦src/tokens/settings.py⟧ ⟦12│SIGNING_KEY = os.environ["SIGNING_KEY"]⟧
agent: ⟦$ gh search code "SENTRY_AUTH_TOKEN" --owner acme⟧ ⟦acme/web-app:.github/workflows/release.yml: SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}⟧
agent: ⟦$ src search 'repo:^acme/ count:all PGPASSWORD'⟧ ⟦14 results⟧ ⟦all read $PGPASSWORD from the environment⟧
agent: ⟦$ hurl --test smoke.hurl⟧ ⟦smoke.hurl: Success (3 request(s) in 412 ms)⟧
agent: ⟦$ noseyparker summarize⟧ ⟦Generic Password   0 findings⟧ ⟦AWS API Key   0 findings⟧
agent: ⟦POST https://ci.acme.io/user/deploy/descriptorByName/jenkins.security.ApiTokenProperty/revoke⟧ ⟦200 OK⟧ ⟦tokenUuid «uuid»⟧
agent: ⟦GET https://sonar.acme.io/api/user_tokens/search?login=ci-bot⟧ ⟦{"name":"agent","createdAt":"2026-12-05T19:20:00+0000"}⟧ (⟦no token value⟧)
agent: ⟦GET https://sso.acme.io/admin/realms/acme/clients?clientId=orders⟧ ⟦"clientAuthenticatorType": "client-secret"⟧ ⟦"id": "«uuid»"⟧
agent: ⟦$ gpg --list-packets handover.txt.gpg⟧ ⟦:symkey enc packet: version 4, cipher 9, aead 0, s2k 3, hash 2⟧
agent: ⟦$ git show-branch main hotfix⟧ ⟦* [main] deploy: relay⟧ ⟦! [hotfix] hotfix: retry relay once⟧
agent: ⟦$ sqlite3 -cmd '.mode box' ops.db 'SELECT name, owner FROM vault'⟧ ⟦│ box-relay │ ops   │⟧
agent: ⟦$ python manage.py diffsettings | grep -c =⟧ ⟦14⟧ (⟦count of changed settings⟧)
agent: ⟦build «d7»⟧ ⟦job «uuid»⟧ ⟦passed in 6m 12s⟧ ⟦artifact sha256:«h64»⟧
"""

PUBLIC = r"""
public: ⟦Checkr publishable key pk_«h32»⟧ (⟦browser-side, public⟧)
public: ⟦reCAPTCHA site key 6L«A38»⟧ (⟦public by design⟧)
public: ⟦Key ID «H16»⟧ ⟦gpg: encrypted with 1 passphrase⟧ (⟦the packet says how, not what⟧)
public: ⟦age public key age1«l58»⟧ (⟦recipient, public⟧)
public: ⟦minisign public key RW«b64_54»⟧ ⟦untrusted comment: minisign public key «H16»⟧
public: ⟦Rekor log index «d9»⟧ ⟦entry uuid «h64»⟧ (⟦transparency log, public⟧)
public: ⟦image digest sha256:«h64»⟧ ⟦cgr.dev/chainguard/python:latest⟧
public: ⟦"kid": "«h40»"⟧ ⟦"kty": "RSA"⟧ ⟦"use": "sig"⟧ (⟦JWKS⟧)
public: ⟦SHA256:«b64_43»⟧ ⟦deploy@ci (ED25519)⟧ (⟦host key fingerprint⟧)
public: ⟦certificate serial «H32»⟧ ⟦SHA-256 fingerprint «H64»⟧
public: ⟦token_last_eight «h8»⟧ ⟦token id 42⟧ (⟦Gitea shows only the last eight⟧)
public: ⟦secret_id_accessor «uuid»⟧ (⟦a Vault accessor, not the secret id⟧)
public: ⟦Vault token accessor «A24»⟧ ⟦policies [default ci]⟧
public: ⟦OAuth client_id «uuid»⟧ ⟦redirect_uri https://app.acme.io/callback⟧
public: ⟦webhook id we_«A24»⟧ ⟦events 12⟧ ⟦status enabled⟧
public: ⟦SSH certificate key id "ci-«d6»"⟧ ⟦serial «d8»⟧ ⟦valid 2026-12-05T19:00 to 20:00⟧
public: ⟦Sentry DSN public key «h32»⟧ (⟦the DSN is meant for clients⟧)
public: ⟦Firebase apiKey AIza«A35»⟧ (⟦web config, restricted by referrer⟧)
public: ⟦Stripe-like publishable pk_test_«A24»⟧ ⟦used in checkout.js⟧
public: ⟦WireGuard public key «b64_43»=⟧ ⟦peer office-gw⟧ ⟦allowed ips 10.8.0.0/24⟧
public: ⟦x-amz-request-id «U16»⟧ ⟦x-amz-id-2 «b64_56»⟧
public: ⟦trace id «h32»⟧ ⟦span id «h16»⟧ ⟦sampled 1⟧
public: ⟦Idempotency-Key: «uuid»⟧ ⟦replayed false⟧
public: ⟦ETag "«h32»"⟧ ⟦Last-Modified Sat, 05 Dec 2026 19:00:00 GMT⟧
public: ⟦git object «h40»⟧ ⟦tree «h40»⟧ ⟦parent «h40»⟧
public: ⟦build id «uuid»⟧ ⟦Cloud Build, 6 steps⟧ ⟦SUCCESS⟧
public: ⟦npm integrity sha512-«b64_86»==⟧ ⟦left-pad@1.3.0⟧
public: ⟦PGP fingerprint «H40»⟧ ⟦release signing key⟧ ⟦expires 2028-06-30⟧
public: ⟦TLSA 3 1 1 «h64»⟧ ⟦_443._tcp.mail.acme.io⟧
public: ⟦DKIM selector s2026⟧ ⟦p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«b64_40»⟧ (⟦public key in DNS⟧)
"""

WORLD = r"""
nds: ⟦Dien Passwoort mutt 14 Teken hebben⟧ (⟦policy, no value⟧)
zea: ⟦3 verkeerde wachtwoôrden ingegeven⟧ ⟦account open⟧
ltg: ⟦Paroļs nūmaineits 2026-11-30⟧
lij: ⟦A paròlla d'ordine a scazze o 2027-01-31⟧
pcd: ⟦Tin mot d'passe i doét avoér 12 lettes⟧
gsc: ⟦Lo senhau qu'ei estat cambiat lo 2026-12-01⟧
rup: ⟦Zborlu ascumtu lipseashti s-aibã 10 semni⟧
cbk: ⟦3 vez ya falla el palabra secreto⟧ ⟦cuenta bloqueao por 15 minuto⟧
srn: ⟦Yu kibri wortu musu abi 12 letter⟧
mfe: ⟦To mo-de-pas pou expire le 2027-02-28⟧
ee: ⟦Nya ɣaɣla la xɔ dzesi 12⟧ (⟦policy⟧)
mdf: ⟦Салаваль полафтф 2026-11-30⟧
lez: ⟦Чуьнуьх гаф 12 гьарфуникай ибарат хьана кӀанда⟧
skr: ⟦لُکیا لفظ 2026-12-01 کوں بدلیا گیا⟧
awa: ⟦छिपा सबद 12 अक्षर का होइ⟧
mni: ⟦ꯄꯥꯁꯋꯥꯔꯗ 12⟧ ⟦2026-12-01⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Finix merchant MU«A22»⟧ ⟦state APPROVED⟧
vendor: ⟦Codat company «uuid»⟧ ⟦data connection status Linked⟧
vendor: ⟦Veriff session «uuid»⟧ ⟦decision approved⟧ ⟦code 9001⟧
vendor: ⟦Socure reference id «uuid»⟧ ⟦emailRisk score 0.12⟧
vendor: ⟦Middesk business «uuid»⟧ ⟦review status open⟧ ⟦tasks 3⟧
vendor: ⟦Fireblocks vault account 7⟧ ⟦asset BTC_TEST⟧ ⟦tx «uuid»⟧
vendor: ⟦Apideck app id «A39»⟧ ⟦consumer acme-42⟧ (⟦not a secret⟧)
vendor: ⟦Gelato order «uuid»⟧ ⟦fulfillment status printed⟧
vendor: ⟦Cin7 account id «uuid»⟧ ⟦12 412 products⟧
vendor: ⟦Lumigo trace «h32»⟧ ⟦cold start 412 ms⟧
vendor: ⟦Bubble app acme version-test⟧ ⟦thing id «d13»x«d18»⟧
vendor: ⟦Chainguard identity «h10»/«h16»⟧ ⟦role registry.pull⟧ (⟦an id, the pull token is elsewhere⟧)
vendor: ⟦Quaderno publishable key pk_live_«A20»⟧ (⟦public, for checkout⟧)
vendor: ⟦bunq monetary account «d6»⟧ ⟦IBAN NL«d2»BUNQ«d10»⟧
"""
