"""Held-out set 53: more vendors no earlier set named — email delivery (AhaSend, Amazon SES
SMTP, JangoSMTP, MailUp, Maileon, Postageapp, SendLayer, Sweego, SMTP.com, Sender.net,
Sendlane, SimpleLogin), auth and identity (Authgear, Authsignal, Passage, MojoAuth, Janrain,
PingOne, SecureAuth, SSOJet, Azure AD B2C), databases as a service (Stackhero, ScaleGrid,
SkySQL, PolyScale, Macrometa, Amazon DocumentDB, Amazon RDS and Aurora, DigitalOcean Managed
Databases) and developer tools (Aikido, Appknox, Acunetix, Assembla, Allura, Pagure,
GitBucket, Apache Archiva, Apollo GraphOS, Datree, Digger, Dependabot, Gradle Enterprise,
Meticulous, Phylum, Spectral, Permify, Plastic SCM).

Each name was grepped for like those of ``_heldout_secrets53_vendors.py`` (none matched).
None of these gave its format to the ``search`` tool (AhaSend, Authsignal, Passage, Permify,
Stackhero and Authgear were searched for and the search found nothing of their own): their
shapes are remembered or assumed, and each case says so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
ahasend key ¦ AhaSend API (the search found nothing; Bearer API key as remembered) ¦ {A40} ¦ $ curl -s https://api.ahasend.com/v1/email/send -H 'X-Api-Key: {t}' -d @welcome.json\n{"error":"unauthorized"}
ses smtp password ¦ Amazon SES SMTP interface (as remembered): SMTP user AKIA… and a 44-character SMTP password ¦ {b44} ¦ postfix/smtp[2231]: SASL authentication failed; server email-smtp.eu-west-1.amazonaws.com said: 535 Authentication Credentials Invalid\n# /etc/postfix/sasl_passwd\n[email-smtp.eu-west-1.amazonaws.com]:587 AKIAQ3EGUH4PL2X7YB5N:{t}
jangosmtp password ¦ JangoSMTP (as remembered): SMTP relay login with account password (typed password) ¦ {p} ¦ [mailer] smtp://acme:{t}@relay.jangosmtp.net:2525 -> 535 5.7.8 Authentication failed
mailup client secret ¦ MailUp REST API (as remembered): OAuth2 client_id / client_secret plus account login (shape assumed) ¦ {uuid} ¦ MAILUP_CLIENT_ID=3c5e1b90-7d2a-4f6e-8b14-a9c0d2e7f351\nMAILUP_CLIENT_SECRET={t}\nMailUpException: invalid_client (401)
maileon key ¦ Maileon API (as remembered): Basic auth with the API key base64-encoded (key a UUID) ¦ {uuid} ¦ maileon-php: MaileonAPIException: 401 Unauthorized (API key '{t}')
postageapp key ¦ PostageApp (as remembered): "api_key" in the JSON body of send_message.json (shape assumed) ¦ {A32} ¦ POST https://api.postageapp.com/v.1.0/send_message.json\n{"api_key": "{t}", "uid": "c8d1...", "arguments": {"recipients": ["ops@acme.io"]}}\n<- {"response":{"status":"unauthorized"}}
sendlayer key ¦ SendLayer API (as remembered): Authorization: Bearer <API key> (shape assumed) ¦ {A44} ¦ wp_mail: SendLayer API responded 401 (Authorization: Bearer {t})
sweego key ¦ Sweego API (as remembered): Api-Key header (shape assumed) ¦ {uuid} ¦ > POST /send HTTP/2\n> Host: api.sweego.io\n> Api-Key: {t}\n< HTTP/2 401
smtpcom key ¦ SMTP.com API v4 (as remembered): X-SMTPCOM-API-Key / api_key (hex assumed) ¦ {h40} ¦ $ curl -s 'https://api.smtp.com/v4/account?api_key={t}'\n{"status":"fail","data":{"message":"Invalid API key"}}
sendernet token ¦ Sender.net API (as remembered): Authorization: Bearer <API access token>, a long JWT-like token (shape assumed) ¦ {u80} ¦ sender-sync | GET https://api.sender.net/v2/subscribers -> 401 {"message":"Unauthenticated."} token={t}
sendlane token ¦ Sendlane API v2 (as remembered): Bearer token from Settings > API (shape assumed) ¦ {A64} ¦ Sendlane::Error::Unauthorized: 401 — check SENDLANE_API_TOKEN ({t})
simplelogin key ¦ SimpleLogin API (as remembered): Authentication: <api key> header (shape assumed) ¦ {l60} ¦ $ curl -H 'Authentication: {t}' https://app.simplelogin.io/api/v2/aliases?page_id=0\n{"error": "Wrong api key"}
authgear secret ¦ Authgear (the search found nothing of its own; an OIDC client secret in authgear.secrets.yaml as remembered) ¦ {u43} ¦ $ grep -A3 oauth.client_secrets authgear.secrets.yaml\n- key: oauth.client_secrets\n  data:\n    items:\n    - client_id: 4a1f0c2e9b7d\n      keys: [{"k":"{t}","kty":"oct"}]
authsignal secret ¦ Authsignal (the search found nothing; a tenant API secret key as remembered) ¦ {A48} ¦ AUTHSIGNAL_TENANT_ID=8f3c2d1e\nAUTHSIGNAL_SECRET={t}\nAuthsignalError: 401 invalid_credentials
passage api key ¦ Passage by 1Password (the search found nothing; an app id and an API key as remembered) ¦ {A64} ¦ >>> psg = Passage("Ndb6Bv3qJ1pZcK8wXm2LsT4r", "{t}")\npassageidentity.errors.PassageError: 401 invalid API key
mojoauth key ¦ MojoAuth (as remembered): X-API-Key for the passwordless API (a UUID) ¦ {uuid} ¦ [mojoauth] POST https://api.mojoauth.com/users/magiclink 401 {"message":"Invalid API Key"} x-api-key={t}
janrain secret ¦ Janrain Capture (as remembered): client_id and client_secret on every API call (shape assumed) ¦ {l32} ¦ GET https://acme.us.janraincapture.com/entity.find?client_id=8v2qk9d3m1&client_secret={t}&type_name=user\n{"stat":"error","code":402,"error":"invalid client credentials"}
pingone secret ¦ PingOne worker app (as remembered): client credentials for https://auth.pingone.eu/<env>/as/token (shape assumed) ¦ {u64} ¦ provider "pingone" {\n  client_id      = "6b3f0c1d-8a2e-4c9b-9f7e-1d2c3b4a5e6f"\n  client_secret  = "{t}"\n  environment_id = "0e9d8c7b-6a5f-4e3d-2c1b-0a9f8e7d6c5b"\n}
secureauth secret ¦ SecureAuth IdP API (as remembered): App ID and App Key used to sign requests (hex assumed) ¦ {h64} ¦ <appSettings>\n  <add key="SecureAuth.AppId" value="f3b1c2d4e5a6978800aa" />\n  <add key="SecureAuth.AppKey" value="{t}" />\n</appSettings>
ssojet key ¦ SSOJet (as remembered): an API key for the management API (shape assumed) ¦ {A40} ¦ ssojet-cli: error: 401 from https://api.ssojet.com/v1/connections (SSOJET_API_KEY={t})
b2c client secret ¦ Azure AD B2C app registration (as remembered): client secrets about 40 characters with ~ . _ ¦ {A8}~{A31} ¦ "AzureAdB2C": {\n  "Instance": "https://acmeb2c.b2clogin.com",\n  "ClientId": "9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d",\n  "ClientSecret": "{t}"\n}
stackhero pg url ¦ Stackhero (the search found nothing; a PostgreSQL URL with the admin password as remembered) ¦ {A32} ¦ psql: error: connection to server at "x7k2p9.stackhero-network.com" (51.15.2.10), port 5432 failed: FATAL:  password authentication failed for user "admin"\n$ echo $DATABASE_URL\npostgresql://admin:{t}@x7k2p9.stackhero-network.com:5432/admin?sslmode=require
scalegrid password ¦ ScaleGrid MongoDB (as remembered): connection string with the admin password (shape assumed) ¦ {A20} ¦ MongoServerError: Authentication failed.\n  uri: mongodb://admin:{t}@SG-acme-4412.servers.mongodirector.com:27017/admin?replicaSet=RS-acme-0
skysql password ¦ MariaDB SkySQL (as remembered): DB user password shown once in the connect dialog (typed password) ¦ {p} ¦ $ mariadb --host acme-db0000.mdb0002147.db.skysql.net --port 5001 --user DB00009231 -p'{t}' --ssl-ca skysql_chain.pem\nERROR 1045 (28000): Access denied for user 'DB00009231'
polyscale url ¦ PolyScale (as remembered): a cache endpoint where the database password stays in the URL (typed password) ¦ {p} ¦ DATABASE_URL=postgres://app:{t}@psedge.global:5432/shop?application_name=3f1e2d0c-9b8a-4c7d-a6e5-f4d3c2b1a0e9
macrometa key ¦ Macrometa GDN (as remembered): Authorization: apikey <key> (shape assumed) ¦ acme.{A40} ¦ $ curl -H "Authorization: apikey acme.{t}" https://api-acme.eng.macrometa.io/_fabric/_system/_api/collection\n{"error":true,"errorMessage":"unauthorized","code":401}
documentdb uri ¦ Amazon DocumentDB (as remembered): mongodb://user:password@cluster...docdb.amazonaws.com:27017/?tls=true ¦ {p} ¦ pymongo.errors.OperationFailure: Authentication failed., full error: {'ok': 0.0, 'code': 18}\n  client = MongoClient("mongodb://reporter:{t}@acme.cluster-c9zxq1.eu-west-1.docdb.amazonaws.com:27017/?tls=true&replicaSet=rs0")
rds pgpassword ¦ Amazon RDS for PostgreSQL (as remembered): PGPASSWORD beside the instance endpoint ¦ {p} ¦ $ PGPASSWORD='{t}' psql -h acme-prod.c9zxq1ab2cd3.eu-west-1.rds.amazonaws.com -U app -d shop\npsql: error: FATAL:  password authentication failed for user "app"
aurora secret json ¦ Amazon Aurora master user secret (as remembered): JSON with username, password, engine, host ¦ {A32} ¦ $ aws secretsmanager get-secret-value --secret-id rds!cluster-4f1e --query SecretString --output text\n{"username":"postgres","password":"{t}"}
do managed db ¦ DigitalOcean Managed Databases (as remembered): doadmin password in the connection URI (AVNS_ prefix as remembered) ¦ AVNS_{A19} ¦ $ doctl databases connection 7c1b --format URI\nURI\npostgresql://doadmin:AVNS_{t}@db-postgresql-ams3-44121-do-user-88211-0.c.db.ondigitalocean.com:25060/defaultdb?sslmode=require
aikido token ¦ Aikido Security CI (as remembered): AIKIDO_SECRET_KEY for the CI integration (shape assumed) ¦ AIK_CI_{A48} ¦ - name: Aikido scan\n  run: aikido-api-client scan acme/web --base-commit-id ${{ github.event.pull_request.base.sha }}\n  env:\n    AIKIDO_SECRET_KEY: AIK_CI_{t}
appknox token ¦ Appknox CLI (as remembered): APPKNOX_ACCESS_TOKEN for appknox upload (hex assumed) ¦ {h40} ¦ $ APPKNOX_ACCESS_TOKEN={t} appknox upload app-release.apk\nappknox: error: Authentication credentials were not provided or are invalid.
acunetix key ¦ Acunetix 360 API (as remembered): X-Auth header with the API key (shape assumed) ¦ {h64} ¦ GET https://acunetix.acme.internal:3443/api/v1/targets\nX-Auth: {t}\n<- 401 {"code":"unauthorized"}
assembla secret ¦ Assembla API (as remembered): X-Api-Key and X-Api-Secret headers (hex assumed) ¦ {h40} ¦ > GET /v1/spaces.json HTTP/1.1\n> Host: api.assembla.com\n> X-Api-Key: 5e7d1c0b2a39f8e6\n> X-Api-Secret: {t}\n< HTTP/1.1 401 Unauthorized
allura bearer ¦ Apache Allura REST API (as remembered): an OAuth bearer token from /auth/oauth (hex assumed) ¦ {h20} ¦ $ curl 'https://forge-allura.apache.org/rest/p/acme/tickets?access_token={t}'\n{"error": "Invalid access token"}
pagure api token ¦ Pagure (as remembered): Authorization: token <API token>, 64 uppercase letters and digits ¦ {U64} ¦ $ curl -H "Authorization: token {t}" https://pagure.io/api/0/acme/issue/88/comment -d comment=ok\n{"error": "Invalid or expired token. Please visit https://pagure.io/settings#api-keys to get or renew your API token.", "error_code": "EINVALIDTOK"}
gitbucket token ¦ GitBucket (as remembered): personal access tokens for the GitHub-compatible API (hex assumed) ¦ {h40} ¦ $ git clone https://ci:{t}@gitbucket.acme.internal/git/ops/infra.git\nfatal: Authentication failed for 'https://gitbucket.acme.internal/git/ops/infra.git/'
archiva password ¦ Apache Archiva (as remembered): Maven settings.xml <server> credentials for the internal repository (typed password) ¦ {p} ¦ <servers>\n  <server>\n    <id>archiva.internal</id>\n    <username>deploy</username>\n    <password>{t}</password>\n  </server>\n</servers>
apollo graphos key ¦ Apollo GraphOS (as remembered): APOLLO_KEY=service:<graph-id>:<secret> ¦ service:acme-graph:{A22} ¦ $ rover subgraph publish acme-graph@prod --name orders --schema orders.graphql\nerror[E014]: invalid APOLLO_KEY service:acme-graph:{t}
datree token ¦ Datree CLI (as remembered): datree config set token <UUID> ¦ {uuid} ¦ $ datree config set token {t}\n$ datree test k8s/*.yaml\n[X] Failed to authenticate: invalid token
digger token ¦ Digger (as remembered): DIGGER_TOKEN for the orchestrator backend (shape assumed) ¦ t:{A40} ¦ digger: 2026/12/06 19:25:11 error: orchestrator returned 401 for DIGGER_TOKEN=t:{t}
dependabot secret ¦ Dependabot secrets (as remembered): a private registry token referenced from dependabot.yml and set as a Dependabot secret ¦ {A36} ¦ $ gh secret set NPM_REGISTRY_TOKEN --app dependabot --body '{t}'\n! Failed to set secret: HTTP 403
gradle enterprise key ¦ Gradle Enterprise (as remembered): GRADLE_ENTERPRISE_ACCESS_KEY=host=key, renamed Develocity later ¦ {l52} ¦ > Task :buildScanPublishPrevious FAILED\nGRADLE_ENTERPRISE_ACCESS_KEY=gradle-enterprise.acme.io={t}\nThe build scan was not published due to an authentication error.
meticulous token ¦ Meticulous (as remembered): METICULOUS_API_TOKEN for CI test runs (shape assumed) ¦ {A40} ¦ npx @alwaysmeticulous/cli run-all-tests --apiToken={t}\nError: Request failed with status code 401
phylum token ¦ Phylum CLI (as remembered): PHYLUM_API_KEY, a refresh token (shape assumed) ¦ {u64} ¦ $ PHYLUM_API_KEY={t} phylum analyze package-lock.json\n❗ Error: 401 Unauthorized
spectral dsn ¦ SpectralOps (as remembered): SPECTRAL_DSN https://<key>@get.spectralops.io ¦ spu-{h32} ¦ $ $HOME/.spectral/spectral scan --dsn https://spu-{t}@get.spectralops.io\nError: invalid DSN (401)
permify preshared key ¦ Permify (the search found nothing of its own; authn preshared keys in config.yaml as remembered) ¦ {A40} ¦ authn:\n  enabled: true\n  method: preshared\n  preshared:\n    keys: ["{t}"]
plastic scm password ¦ Plastic SCM (Unity Version Control, as remembered): cm configure with user and password for UPWorkingMode (typed password) ¦ {p} ¦ $ cm configure --workingmode=UPWorkingMode --user=ci --password='{t}' --server=acme@cloud\nError: The credentials are not valid.
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
