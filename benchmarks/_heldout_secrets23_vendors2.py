"""Held-out set 23: CMS, commerce, hosting, integration-platform and customer-success vendors
that no earlier set named.

Every vendor name below was grepped for (case-insensitive) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py`` and
``heldout_secrets*.py`` files before it was chosen (none matched): Bynder, CloudCannon,
Agility CMS, Vendure, Swell, Nacelle, Elastic Path, Spryker, Shopware, Sylius, OpenCart,
Shift4Shop, Tilda, Pantheon, Acquia, Cloudways, Laravel Forge, RunCloud, ServerPilot,
SpinupWP, GridPane, Scalingo, alwaysdata, Zerops, Tembo, StepZen, WunderGraph, Make,
Tray.io, Workato, Celigo, Boomi, Jitterbit, SnapLogic, Polytomic, Jitsu, Gainsight,
ChurnZero, Vitally, Totango and Planhat. Formats are the vendors' as their documentation
showed them when last read (prefixes such as Shopware's ``SWIA``, Scalingo's ``tk-us-``,
Tembo's JWT, the header or parameter carrying the key), remembered rather than copied; where
a page documents the parameter but not the length or alphabet, the source says "shape
assumed". Rows are placed as such keys appear: config files, headers, URLs, CLI output and
SDK errors.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
bynder token ¦ Bynder API docs, a permanent token as Bearer (shape assumed) ¦ {h64} ¦ bynder-js-sdk: 401 {"error":"invalid_token"} — new Bynder({ baseURL: "https://acme.bynder.com/api/", permanentToken: "{t}" })
cloudcannon key ¦ CloudCannon docs, a site API key (shape assumed) ¦ {A40} ¦ cloudcannon: 401 POST https://app.cloudcannon.com/api/v1/sites/acme-docs/builds — CLOUDCANNON_API_KEY={t}
agility fetch key ¦ Agility CMS docs, a fetch API key "defaultlive.<key>" (shape assumed) ¦ defaultlive.{h64} ¦ @agility/content-fetch: 401 Unauthorized for guid 7c2e91d0-u — apiKey: '{t}'
vendure superadmin ¦ Vendure docs, SUPERADMIN_PASSWORD in vendure-config / .env ¦ {p} ¦ vendure: login mutation failed ("INVALID_CREDENTIALS_ERROR")\n# .env\nSUPERADMIN_USERNAME=superadmin\nSUPERADMIN_PASSWORD={t}
swell secret key ¦ Swell docs, a secret key starting sk_ used with the store id (shape assumed) ¦ sk_{A32} ¦ swell-node: Error: Unauthorized (401)\n  swell.init('acme-store', '{t}')
nacelle token ¦ Nacelle docs, an X-Nacelle-Space-Token header (shape assumed) ¦ {A40} ¦ nacelle: 401 POST https://storefront.api.nacelle.com/graphql/v1/spaces/0b1c2d3e\nX-Nacelle-Space-Token: {t}
elastic path secret ¦ Elastic Path Commerce docs, client_credentials with client_id and client_secret ¦ {A40} ¦ epcc: POST https://useast.api.elasticpath.com/oauth/access_token 401 {"errors":[{"status":401,"title":"Unauthorized"}]} body client_id=YkQ2mWq9tZxL&client_secret={t}&grant_type=client_credentials
spryker secret ¦ Spryker Glue docs, an OAuth client secret in config_default.php (shape assumed) ¦ {A32} ¦ config/Shared/config_default.php:214: $config[OauthConstants::OAUTH_CLIENT_SECRET] = '{t}';
shopware integration ¦ Shopware 6 docs, integration access keys starting SWIA and a secret access key ¦ {A56} ¦ shopware: POST https://shop.acme.io/api/oauth/token 401 {"errors":[{"code":"9","title":"The client credentials are invalid"}]} {"grant_type":"client_credentials","client_id":"SWIAQ0VRRMLSWHLVWKRKQ3HPWQ","client_secret":"{t}"}
sylius password ¦ Sylius API docs, an admin login with email and password ¦ {p} ¦ sylius: POST https://shop.acme.io/api/v2/admin/administrators/token 401 {"code":401,"message":"Invalid credentials."} — {"email":"api@acme.io","password":"{t}"}
opencart api key ¦ OpenCart docs, an API key (256 alnum) for api/login ¦ {A256} ¦ opencart: {"error":{"key":"Warning: Incorrect API Key!"}} POST https://shop.acme.io/index.php?route=api/account/login username=Default&key={t}
shift4shop token ¦ Shift4Shop REST docs, SecureURL, PrivateKey and Token headers ¦ {h32} ¦ shift4shop: 401 GET https://apirest.3dcart.com/3dCartWebAPI/v1/Orders\nSecureURL: acme.3dcartstores.com\nPrivateKey: 8f2c1a0e\nToken: {t}
tilda secret ¦ Tilda API docs, publickey and secretkey query parameters (20 alnum) ¦ {A20} ¦ tilda: {"status":"ERROR","message":"Wrong secret key length"} GET https://api.tildacdn.info/v1/getprojectslist/?publickey=k2m9w1l0zpq8x7c6&secretkey={t}
pantheon machine token ¦ Pantheon docs, Terminus machine tokens ¦ {u43} ¦ $ terminus auth:login --machine-token={t}\n [error]  The provided machine token is not valid.
acquia secret ¦ Acquia Cloud API docs, an API key and secret for client credentials ¦ {b44} ¦ acquia-cli: [ERROR] 401 invalid_client\n~/.acquia/cloud_api.conf: {"key":"9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d","secret":"{t}"}
cloudways key ¦ Cloudways API docs, an API key exchanged with the account email (shape assumed) ¦ {A30} ¦ cloudways: POST https://api.cloudways.com/api/v1/oauth/access_token 401 {"error":"invalid_credentials"} email=ops@acme.io&api_key={t}
forge token ¦ Laravel Forge API docs, Bearer API token (a JWT) ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u300}.{u342} ¦ forge: 401 {"message":"Unauthenticated."} GET https://forge.laravel.com/api/v1/servers — FORGE_API_TOKEN={t}
runcloud secret ¦ RunCloud API docs, an API key and secret as Basic auth (shape assumed) ¦ {A64} ¦ runcloud: 401 GET https://manage.runcloud.io/api/v2/servers — curl -u "rc_api_9x2k:{t}"
serverpilot secret ¦ ServerPilot API docs, a client id and API key as Basic (shape assumed) ¦ {A40} ¦ serverpilot: 401 {"error":{"message":"Unauthorized"}} curl -u cid_7QmW2x9LkZ:{t} https://api.serverpilot.io/v1/apps
spinupwp token ¦ SpinupWP API docs, Bearer API token (shape assumed) ¦ {A40} ¦ spinupwp: 401 GET https://api.spinupwp.app/v1/sites?page=1 Authorization: Bearer {t}
gridpane token ¦ GridPane API docs, Bearer personal access token (a JWT) ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u280}.{u342} ¦ gridpane: 401 GET https://my.gridpane.com/oauth/api/v1/site — Authorization: Bearer {t}
scalingo token ¦ Scalingo docs, API tokens starting tk-us- exchanged for a bearer ¦ tk-us-{u48} ¦ $ scalingo login --api-token {t}\n ! Fail to login: invalid token
alwaysdata key ¦ alwaysdata API docs, an API key as the Basic username with "account=" (shape assumed) ¦ {h32} ¦ alwaysdata: 401 GET https://api.alwaysdata.com/v1/site/ — curl --basic --user "{t} account=acme:" https://api.alwaysdata.com/v1/site/
zerops token ¦ Zerops docs, a personal access token for zcli (shape assumed) ¦ {u40} ¦ $ zcli login {t}\nError: unauthorized: invalid personal token
tembo token ¦ Tembo Cloud docs, Bearer API token (a JWT) ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.{u260}.{u342} ¦ tembo: 401 GET https://api.tembo.io/api/v1/orgs/org_2f8c/instances Authorization: Bearer {t}
stepzen key ¦ StepZen docs, Authorization: apikey <admin key> (shape assumed) ¦ acme::stepzen.io+1000::{h64} ¦ stepzen: 401 POST https://acme.stepzen.net/api/orders/__graphql\nAuthorization: apikey {t}
wundergraph token ¦ WunderGraph Cosmo docs, a router token / API key (shape assumed) ¦ cosmo_{h32} ¦ wgc: Error: Not authorized. COSMO_API_KEY={t} wgc subgraph publish orders --schema orders.graphql
make token ¦ Make API docs, Authorization: Token <api token> (a UUID) ¦ {uuid} ¦ make: 401 {"message":"Access denied","code":"SC401"} GET https://eu1.make.com/api/v2/scenarios?teamId=4412\nAuthorization: Token {t}
tray token ¦ Tray.io docs, a master or user token as Bearer (shape assumed) ¦ {h64} ¦ tray: GraphQL 401 POST https://tray.io/graphql — TRAY_MASTER_TOKEN={t}
workato token ¦ Workato Developer API docs, Bearer API client token (shape assumed) ¦ wrkaus-{h64} ¦ workato: 401 {"message":"Unauthorized"} GET https://www.workato.com/api/recipes?per_page=100 Authorization: Bearer {t}
celigo token ¦ Celigo integrator.io docs, Bearer API token (32 hex) ¦ {h32} ¦ celigo: 401 {"errors":[{"code":"unauthorized","message":"Invalid or missing token"}]} GET https://api.integrator.io/v1/flows Authorization: Bearer {t}
boomi token ¦ Boomi AtomSphere docs, BOOMI_TOKEN.<user> with an API token as password (shape assumed) ¦ {uuid} ¦ boomi: 401 GET https://api.boomi.com/api/rest/v1/acme-K2M9W1/Atom — auth=("BOOMI_TOKEN.ops@acme.io", "{t}")
jitterbit password ¦ Jitterbit Harmony docs, API Manager basic auth user and password ¦ {p} ¦ jitterbit: 401 POST https://acme.jitterbit.net/prod/v1/orders — basic auth api_orders:{t}
snaplogic password ¦ SnapLogic docs, a triggered task's Basic auth for a service account ¦ {p} ¦ snaplogic: 401 POST https://elastic.snaplogic.com/api/1/rest/slsched/feed/Acme/prod/orders-task — curl -u "svc-orders@acme.io:{t}"
polytomic key ¦ Polytomic API docs, Bearer API key (shape assumed) ¦ {A40} ¦ polytomic: 401 GET https://app.polytomic.com/api/connections — POLYTOMIC_API_KEY={t}
jitsu write key ¦ Jitsu docs, a server write key "id:secret" (shape assumed) ¦ {A24}:{A32} ¦ jitsu: 401 POST https://ingest.acme.io/api/s/s2s/track X-Write-Key: {t}
gainsight key ¦ Gainsight CS docs, an accesskey header (shape assumed) ¦ {h32} ¦ gainsight: 401 POST https://acme.gainsightcloud.com/v1/data/objects/query/Company accesskey: {t}
churnzero key ¦ ChurnZero docs, appKey parameter for the HTTP API (shape assumed) ¦ {A32} ¦ churnzero: 400 "Invalid appKey" GET https://eu1analytics.churnzero.net/i?appKey={t}&accountExternalId=4412&action=trackEvent
vitally key ¦ Vitally REST docs, the secret token as the Basic username with "sk_live_" (shape assumed) ¦ sk_live_{h48} ¦ vitally: 401 GET https://rest.vitally.io/resources/accounts — Authorization: Basic base64("{t}:")
totango secret ¦ Totango API docs, app-token header (shape assumed) ¦ {h40} ¦ totango: 401 POST https://api.totango.com/api/v1/search/accounts app-token: {t}
planhat token ¦ Planhat API docs, Bearer API token (shape assumed) ¦ {A48} ¦ planhat: 401 {"message":"Invalid token"} GET https://api.planhat.com/companies?limit=100 Authorization: Bearer {t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="note"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
