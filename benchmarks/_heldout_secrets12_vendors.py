"""Held-out set 12: token formats of vendors no earlier set named, each in the text it shows in.

Every vendor name and prefix below was grepped for in the earlier sets' ``_heldout_secrets*``,
``_heldout_families_*``, ``heldout_secrets*.py`` and ``heldout_set*_secrets.py`` files; the
well-known vendors the issue lists (and some 200 more) were all taken, so this set draws on
self-hosted and home-lab software (Proxmox-adjacent NAS and firewalls, media servers, ERP
systems), security and device-management consoles, shipping, course and survey platforms,
build caches and remote dev environments, market-data and address APIs. Where a vendor's page
documents the header or the variable but not the length or alphabet, the source says "shape
assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
zoho oauth refresh token ¦ Zoho API docs, refresh tokens 1000.<32 hex>.<32 hex> ¦ 1000.{h32}.{h32} ¦ ZohoCRM SDK: INVALID_OAUTHTOKEN refreshing with refresh_token={t} (accounts.zoho.eu, client_id 1000.ABCDEFGHIJKLMNOPQRSTUVWXYZ0123)
zoho authtoken header ¦ Zoho docs, Authorization: Zoho-oauthtoken <access token> ¦ 1000.{h32}.{h32} ¦ zoho desk 401 {"errorCode":"INVALID_OAUTH","message":"The OAuth Token you provided is invalid."}\nAuthorization: Zoho-oauthtoken {t}
frappe token header ¦ Frappe/ERPNext REST docs, Authorization: token api_key:api_secret (15 hex each) ¦ 9f3c2b1a7e6d5c4:{h15} ¦ frappe.exceptions.AuthenticationError: Invalid login credentials\nGET /api/resource/Sales%20Invoice  Authorization: token {t}
odoo api key xmlrpc ¦ Odoo docs, API keys used as the password of xmlrpc execute_kw (40 hex) ¦ {h40} ¦ xmlrpc.client.Fault: <Fault 3: 'Access Denied'> calling models.execute_kw('acme-prod', 7, '{t}', 'res.partner', 'search_read', [[]])
harbor robot account ¦ Harbor docs, robot accounts robot$<project>+<name> with a 32-character secret ¦ {A32} ¦ Error response from daemon: Get "https://harbor.acme.lan/v2/": unauthorized: authentication required\n+ docker login harbor.acme.lan -u 'robot$ci+builder' -p '{t}'
vaultwarden admin token ¦ Vaultwarden wiki, ADMIN_TOKEN (argon2 PHC string or 64 base64 plain) ¦ {b64} ¦ [vaultwarden::api::admin][ERROR] Invalid admin token, IP: 10.0.3.7 (ADMIN_TOKEN={t} is a plain text token, consider hashing it)
sonarr api key ¦ Sonarr wiki, X-Api-Key (32 hex) ¦ {h32} ¦ NzbDrone.Core.Download.Clients.DownloadClientUnavailableException: Unable to connect to Sonarr at http://192.168.1.20:8989/api/v3/queue?apikey={t}
radarr api key ¦ Radarr wiki, apikey in config.xml (32 hex) ¦ {h32} ¦ <Config>\n  <Port>7878</Port>\n  <ApiKey>{t}</ApiKey>\n  <AuthenticationMethod>Forms</AuthenticationMethod>\n</Config>\nSystem.Xml.XmlException: Unexpected end of file while parsing Config
truenas api key ¦ TrueNAS docs, API keys <id>-<64 alnum> ¦ 3-{A64} ¦ midclient: ClientException: [ENOTAUTHENTICATED] Not authenticated (api_key '{t}' revoked)
pfsense api client token ¦ pfSense REST API package docs, Authorization: <client-id> <client-token> (shape assumed) ¦ {h40} ¦ pfsense-api: 401 {"status":"unauthorized","code":401,"return":3,"message":"Authentication failed"} Authorization: 61646d696e {t}
opnsense api secret ¦ OPNsense docs, API key and secret as Basic auth user and password (80 base64) ¦ {b80} ¦ opnsense: curl -k -u "Hk3xQ0v9S2bR8uTq7LmZc1WnY4aPdEfGjKo5pVsXtBy6NhJe0rUiM3gTz2lDwAqR":"{t}" https://fw.acme.lan/api/core/firmware/status -> 401
synology sid ¦ Synology Web API docs, _sid session id from SYNO.API.Auth ¦ {u42} ¦ SYNO.FileStation.Upload error 119 (SID not found) for https://nas.acme.lan:5001/webapi/entry.cgi?api=SYNO.FileStation.Upload&_sid={t}
ceph rgw secret ¦ Ceph RGW docs, radosgw-admin user create output (secret_key 40 alnum) ¦ {A40} ¦ radosgw-admin: user info: {"user_id": "backup", "keys": [{"user": "backup", "access_key": "0555b35654ad1656d804", "secret_key": "{t}"}]} ERROR: failed to sync bucket
ravendb client cert password ¦ RavenDB docs, client certificate .pfx with a password (shape assumed) ¦ {p} ¦ Raven.Client.Exceptions.Security.AuthorizationException: The supplied client certificate could not be loaded, CertificatePassword = "{t}"
waypoint runner token ¦ HashiCorp Waypoint docs, runner tokens (base58; length assumed) ¦ {A90} ¦ waypoint runner agent -server-addr=waypoint.acme.lan:9701 -server-tls-skip-verify -server-auth-token={t}\n! failed to connect: rpc error: code = Unauthenticated
chef client key pem ¦ Chef docs, client.pem RSA key (body shape) ¦ {b64} ¦ ERROR: Failed to authenticate to https://chef.acme.lan/organizations/acme as node-7\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA{t}\n-----END RSA PRIVATE KEY-----
saltstack eauth password ¦ Salt docs, salt-api /login with eauth pam (shape assumed) ¦ {p} ¦ salt-api: 401 Unauthorized POST /login {"username": "saltdev", "password": "{t}", "eauth": "pam"}
spinnaker gate basic ¦ Spinnaker docs, gate basic auth (shape assumed) ¦ {p} ¦ spin: Error: Failed to fetch applications from https://spin-gate.acme.lan: 401 Unauthorized (--gate-endpoint https://deploy:{t}@spin-gate.acme.lan)
tekton git basic auth secret ¦ Tekton docs, basic-auth Secret annotated tekton.dev/git-0 ¦ {A40} ¦ step-clone: fatal: could not read from 'https://github.acme.lan/plat/app' (secret git-basic stringData.password: {t})
earthly token ¦ Earthly docs, EARTHLY_TOKEN (shape assumed) ¦ {A48} ¦ Error: unauthorized: token is invalid or expired\nEARTHLY_TOKEN={t} earthly --ci --push +build
dagger cloud token ¦ Dagger docs, DAGGER_CLOUD_TOKEN (dag_ prefix; body assumed) ¦ dag_acme_{A40} ¦ Error: failed to connect to Dagger Cloud: 403 (DAGGER_CLOUD_TOKEN="{t}")
depot project token ¦ Depot docs, project tokens depot_project_ (length assumed) ¦ depot_project_{h64} ¦ depot build: error: failed to get project: permission_denied: invalid token depot_project_********\nDEPOT_TOKEN={t}
buildjet registry password ¦ BuildJet docs, cache registry credentials (shape assumed) ¦ {A36} ¦ ERROR: failed to solve: failed to push cache.buildjet.com/acme/app:cache: 401 (username=acme, password={t})
okteto token ¦ Okteto docs, personal access tokens (shape assumed) ¦ {A40} ¦ x Your token is invalid. Please run 'okteto context use https://okteto.acme.dev --token {t}' with a valid token
coder session token ¦ Coder docs, session tokens <10 alnum>-<22 alnum> ¦ {A10}-{A22} ¦ Encountered an error running "coder ssh", see "coder ssh --help" for more information\nerror: GET https://coder.acme.dev/api/v2/users/me: 401 Unauthorized (Coder-Session-Token: {t})
typeform personal token ¦ Typeform docs, personal access tokens tfp_ (length assumed) ¦ tfp_{A44}_{A14} ¦ typeform: 403 {"code":"AUTHENTICATION_FAILED","description":"Authentication credentials not found on the Request Headers"} token={t}
aftership api key ¦ AfterShip docs, as-api-key header asat_ (length assumed) ¦ asat_{h32} ¦ aftership: 401 {"meta":{"code":401,"message":"Invalid API key.","type":"Unauthorized"}} as-api-key: {t}
shipstation basic ¦ ShipStation docs, Basic auth API Key:API Secret (32 hex each) ¦ {h32} ¦ ShipStation: 401 Unauthorized GET /orders?orderStatus=awaiting_shipment\napi_key=4d3f1c0e9b8a7d6c5b4a39281706f5e4 api_secret={t}
sendcloud secret key ¦ Sendcloud docs, public key and secret key as Basic auth (32 hex; length assumed) ¦ {h32} ¦ sendcloud: 401 {"error":{"code":401,"message":"Invalid username/password.","request":"api/v2/parcels"}} SENDCLOUD_SECRET_KEY={t}
printful token ¦ Printful docs, private tokens (40 alnum; length assumed) ¦ {A40} ¦ Printful API: 401 {"code":401,"result":"Malformed Authorization header","error":{"reason":"Unauthorized"}} Bearer {t}
lulu client secret ¦ Lulu Print API docs, client key/secret for client_credentials (uuid secret; shape assumed) ¦ {uuid} ¦ lulu: POST /auth/realms/glasstree/protocol/openid-connect/token 401 invalid_client (client_secret={t})
teachable api key ¦ Teachable docs, apiKey header (shape assumed) ¦ {A32} ¦ teachable: 401 {"message":"Invalid API key"} GET https://developers.teachable.com/v1/courses apiKey: {t}
thinkific api key ¦ Thinkific docs, X-Auth-API-Key (32 hex) ¦ {h32} ¦ Thinkific::Unauthorized: X-Auth-Subdomain=acme-academy X-Auth-API-Key={t}
acuity basic ¦ Acuity Scheduling docs, Basic auth user id and API key (32 hex) ¦ {h32} ¦ acuity: 401 {"status_code":401,"message":"Unauthorized","error":"unauthorized"}\ncurl -u 18273645:{t} https://acuityscheduling.com/api/v1/appointments
qualtrics api token ¦ Qualtrics docs, X-API-TOKEN (40 alnum) ¦ {A40} ¦ qualtrics: {"meta":{"httpStatus":"401 - Unauthorized","error":{"errorMessage":"Invalid API token","errorCode":"AUTH.4"}}} X-API-TOKEN: {t}
formspree deploy key ¦ Formspree CLI docs, FORMSPREE_DEPLOY_KEY (32 hex; length assumed) ¦ {h32} ¦ formspree deploy: ✕ Deploy key is not valid\n  FORMSPREE_DEPLOY_KEY={t}
surge token netrc ¦ surge.sh docs, token stored in ~/.netrc for surge.surge.sh (32 hex) ¦ {h32} ¦ Aborted - you do not have permission to publish to acme-preview.surge.sh\n~/.netrc: machine surge.surge.sh login ci@acme.io password {t}
nx cloud access token ¦ Nx docs, NX_CLOUD_ACCESS_TOKEN (base64 of a JSON-ish id; shape assumed) ¦ {b60}= ¦ NX   Nx Cloud: Unauthorized. The access token in nx.json ("nxCloudAccessToken": "{t}") is read-only
turborepo token ¦ Turborepo docs, TURBO_TOKEN for remote cache (shape assumed) ¦ {A24} ¦  WARNING  failed to contact remote cache: 403 Forbidden (TURBO_TEAM=acme TURBO_TOKEN={t})
applitools api key ¦ Applitools docs, APPLITOOLS_API_KEY (shape assumed) ¦ {A44}110 ¦ com.applitools.eyes.EyesException: Eyes server returned 401 Unauthorized, api key "{t}"
appdynamics access key ¦ AppDynamics docs, controller access key (12 alnum) ¦ {l12} ¦ [AD Agent init] ERROR: Controller returned 401 for account customer1 (controller-info.xml <account-access-key>{t}</account-access-key>)
incident.io api key ¦ incident.io docs, API keys (inc_ prefix; shape assumed) ¦ inc_{A48} ¦ incident.io: 401 {"type":"authentication_error","status":401,"errors":[{"code":"invalid_api_key"}]} Authorization: Bearer {t}
squadcast refresh token ¦ Squadcast docs, X-Refresh-Token (64 hex; length assumed) ¦ {h64} ¦ squadcast-terraform: Error: GET https://auth.squadcast.com/oauth/access-token: 401 (refresh_token = "{t}")
zuora client secret ¦ Zuora docs, OAuth client_id (uuid) and client_secret (shape assumed) ¦ {A48} ¦ zuora: POST /oauth/token 401 {"message":"Authentication error"} client_id=2b1c4a5e-0f9d-4c8b-a7e6-1d2c3b4a5f6e&client_secret={t}&grant_type=client_credentials
hanko api key ¦ Hanko Cloud docs, API keys (shape assumed) ¦ {u48} ¦ hanko: 401 {"code":401,"message":"unauthorized"} Authorization: Bearer {t} (tenant acme-auth)
imagekit private key ¦ ImageKit docs, private_ keys (private_ + 28 base64) ¦ private_{b28} ¦ ImageKit upload failed: 403 {"message":"Your account cannot be authenticated."} privateKey: '{t}'
canva client secret ¦ Canva Connect docs, client secret (cnvca prefix; shape assumed) ¦ cnvca{u52} ¦ canva oauth: invalid_client: Client authentication failed (client_secret_basic, secret {t})
wazuh api password ¦ Wazuh docs, wazuh-wui password in wazuh.yml (8-64 with upper, lower, digit, symbol) ¦ {p}Q.1 ¦ [Wazuh API] ERROR 401 Invalid credentials for user wazuh-wui\nhosts:\n  - default:\n      url: https://wazuh.manager\n      username: wazuh-wui\n      password: "{t}"
lacework api secret ¦ Lacework docs, API key file: keyId and secret _<32 hex> ¦ _{h32} ¦ lacework: {"ok":false,"message":"Invalid keyId or secret"} api_key.json = {"keyId": "ACME_3F1C2B0A9E8D7C6B5A4F3E2D1C0B9A8F7E6D5C4B3A2F1E0", "secret": "{t}"}
qualys basic ¦ Qualys API docs, Basic auth user and password (shape assumed) ¦ {p} ¦ qualys: <SIMPLE_RETURN><RESPONSE><CODE>2002</CODE><TEXT>Bad Login/Password</TEXT></RESPONSE></SIMPLE_RETURN> curl -H "X-Requested-With: curl" -u "acme_ab3:{t}" https://qualysapi.qg2.apps.qualys.eu/api/2.0/fo/scan/
rapid7 insight api key ¦ Rapid7 Insight docs, X-Api-Key (uuid) ¦ {uuid} ¦ rapid7: 401 {"message":"Unauthorized","status":401} POST https://eu.api.insight.rapid7.com/graphql X-Api-Key: {t}
huntress api secret ¦ Huntress API docs, hk_ key and hs_ secret (length assumed) ¦ hs_{h40} ¦ huntress: GET /v1/agents 401 {"error":"invalid api key/secret"} (api_key=hk_4a3b2c1d0e9f8a7b6c5d, api_secret={t})
kandji api token ¦ Kandji docs, API tokens (uuid) ¦ {uuid} ¦ kandji: 401 {"detail":"Invalid token."} GET https://acme.api.eu.kandji.io/api/v1/devices (Authorization: Bearer {t})
jamf client secret ¦ Jamf Pro docs, API clients client_id (uuid) and client_secret (64 alnum) ¦ {A64} ¦ jamf: POST /api/oauth/token 401 invalid_client\n  client_id=8c1d2e3f-4a5b-6c7d-8e9f-0a1b2c3d4e5f\n  client_secret={t}
intune app secret ¦ Microsoft Graph docs, client secret of an app registration (40 chars with ~) ¦ {A3}8Q~{u36} ¦ AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID. (secret sent: {t})
unifi api key ¦ UniFi Network docs, X-API-KEY (32 URL-safe; length assumed) ¦ {u32} ¦ unifi-controller: GET /proxy/network/integration/v1/sites 401 {"statusCode":401,"statusName":"UNAUTHORIZED"} X-API-KEY: {t}
leaseweb auth ¦ Leaseweb docs, X-LSW-Auth (uuid) ¦ {uuid} ¦ leaseweb: 401 {"errorCode":"401","errorMessage":"You are not authorized to view this resource."} X-LSW-Auth: {t}
equinix metal token ¦ Equinix Metal docs, X-Auth-Token (32 alnum) ¦ {A32} ¦ Error: GET https://api.equinix.com/metal/v1/projects: 401 Invalid authentication token\n  METAL_AUTH_TOKEN={t}
rackspace api key ¦ Rackspace Identity docs, RAX-KSKEY:apiKeyCredentials apiKey (32 hex) ¦ {h32} ¦ 401 {"unauthorized":{"code":401,"message":"Username or api key is invalid."}} body={"auth":{"RAX-KSKEY:apiKeyCredentials":{"username":"acmeops","apiKey":"{t}"}}}
idrive e2 secret ¦ IDrive e2 docs, S3 access key and secret (40 alnum) ¦ {A40} ¦ rclone: Failed to create file system for "e2:backups": SignatureDoesNotMatch (secret_access_key = {t}, endpoint = x7h3.va.idrivee2-12.com)
filebase secret ¦ Filebase docs, S3 key and secret (40 alnum) ¦ {A40} ¦ aws s3 ls --endpoint https://s3.filebase.com: InvalidAccessKeyId (FILEBASE_KEY=3A4B5C6D7E8F9A0B1C2D FILEBASE_SECRET={t})
bitstamp api secret ¦ Bitstamp docs, API key and secret (32 upper alnum) ¦ {U32} ¦ bitstamp: {"status":"error","reason":"Invalid signature","code":"API0005"} key=8JH2KD93LAQWXZ0P secret={t}
nasdaq data link key ¦ Nasdaq Data Link (Quandl) docs, api_key (20 chars) ¦ {u20} ¦ quandl.errors.quandl_error.AuthenticationError: (Status 400) (Quandl Error QEAx01) We could not recognize your API key: {t}
smarty auth token ¦ Smarty docs, auth-id (uuid) and auth-token (20 alnum) in the query ¦ {A20} ¦ smartystreets: 401 Unauthorized: GET https://us-street.api.smarty.com/street-address?auth-id=3d2c1b0a-9f8e-4d7c-a6b5-4e3d2c1b0a9f&auth-token={t}&street=1600+Amphitheatre
"""


def vendor_cases(values: Values) -> list[Case]:
    return values.table("vendor", ROWS)
