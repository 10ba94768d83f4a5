"""Held-out set 76: vendors no earlier set named, each looked up with the ``search`` tool —
security tooling (SIEM, EDR, XDR, scanners, threat intelligence, secret and password managers,
PAM), identity (IdPs, identity governance, passkeys) and VPN and zero-trust access.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in every earlier
``benchmarks/*heldout*`` file before it was chosen (none matched; these did and were dropped:
Okta, Auth0, OneLogin, JumpCloud, Keycloak, Authentik, Zitadel, FusionAuth, Stytch, Descope,
Clerk, WorkOS, Frontegg, Kinde, Logto, Casdoor, SuperTokens, Hanko, Passage, Duo, Authelia,
Authress, PropelAuth, Scalekit, Gluu, Tailscale, ZeroTier, NetBird, Twingate, Netmaker,
Headscale, Firezone, Pritunl, Pomerium, Nebula, Netskope, Perimeter 81, NordLayer,
GlobalProtect, Fortinet, Check Point, CrowdStrike, SentinelOne, Rapid7, Tenable, Qualys, Wiz,
Orca, Lacework, Panther, Chronicle, Huntress, LimaCharlie, Tines, Torq, Swimlane, Detectify,
Intruder, Shodan, Censys, VirusTotal, GreyNoise, urlscan, AbuseIPDB, Hybrid Analysis,
SecurityTrails, Socket.dev, Semgrep, GitGuardian, Aikido, Sonatype, Invicti, StackHawk,
HackerOne, Bugcrowd, Intigriti, Splunk, Datadog, Snyk, Wazuh, Graylog, Sophos, Darktrace,
Abnormal, Teleport, Smallstep, Infisical, Keyfactor, Venafi, Yubico, Kolide, Velociraptor,
Osquery, Sumo Logic, Axonius, Cybereason, Drata, Vanta and Secureframe).

Looked up with the ``search`` tool (28 vendors searched, corpus ``docs``; for 22 a page gave
the format or the place the secret travels, each case naming its page): Cloudflare Access service
tokens (``CF-Access-Client-Id`` ending ``.access.<domain>``, a 64-hex ``CF-Access-Client-Secret``),
Zscaler ZIA (a 12-character alphanumeric cloud service API key with an admin password,
``/api/v1/authenticatedSession``), PingOne (a Worker app's client secret, the environment a
UUID), SailPoint Identity Security Cloud (a PAT's client id and a long hex client secret
traded at ``/oauth/token``), Sysdig Secure (a UUID API token sent as Bearer), Cortex XDR
(``Authorization: {key}`` with ``x-xdr-auth-id: {key_id}``), ProjectDiscovery
(``PDCP_API_KEY``, ``nuclei -auth``, ``X-API-Key``), Sekoia.io (only that an API key
exists, by the n8n credential page; its shape and Bearer use remembered), Corbado (Basic auth of the ``pro-`` project id and
the API secret), Contrast Security (``Authorization`` = base64 of username and service key,
plus an org-wide API key), Endor Labs (``ENDOR_TOKEN`` bearer from an API key and secret),
Mandiant Threat Intelligence (a key and secret traded for a bearer, ``X-App-Name``), ANY.RUN
(``ANYRUN_API_KEY``), FOFA (an email and a 32-hex key), Spur (a ``ContextApiToken``),
Shadowserver (an API key and secret), OpenZiti and NetFoundry (a one-time enrollment JWT),
LoginRadius (an API key and an API secret), ManageEngine Password Manager Pro (an
``AUTHTOKEN`` header), Bitdefender GravityZone (Basic of ``apiKey:`` with an empty password),
Mullvad (a 16-digit account number and an ``auth_token``), ConductorOne (a client id
``<random-id>@<host>/pcc`` and a client secret ``secret-token:conductorone.com:<base64url>``)
and Britive (an API token for the tenant). runZero, Enclave, Uptycs and Veza gave no page
with a format; their cases are in ``_heldout_secrets76_vendors2.py``, remembered. Expel gave
only that keys come from the engagement manager; its shape is remembered too.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
cf access curl ¦ Cloudflare Access service token headers (search: developers.cloudflare.com / api-evangelist access_client_secret schema) ¦ {h64} ¦ $ curl -sS -H "CF-Access-Client-Id: 88bf3b6d86161464f6509f7219099e57.access.acme.io" -H "CF-Access-Client-Secret: {t}" https://grafana.acme.io/api/health\n<html><title>Forbidden · Cloudflare Access</title>
cf access env ¦ Cloudflare Access service token in a systemd EnvironmentFile ¦ {h64} ¦ # /etc/default/backup-agent\nCF_ACCESS_CLIENT_ID=2f4e0c7a91b3d5e6f8a0b2c4d6e8f0a1.access.acme.io\nCF_ACCESS_CLIENT_SECRET={t}
cf access terraform ¦ Cloudflare Access service token read back from terraform state ¦ {h64} ¦ $ terraform state show cloudflare_zero_trust_access_service_token.ci\nresource "cloudflare_zero_trust_access_service_token" "ci" {\n    client_id     = "5d1c0e7b.access.acme.io"\n    client_secret = "{t}"\n    duration      = "8760h"\n}
zscaler zia python ¦ Zscaler ZIA cloud service API key, 12 alphanumerics (search: help.zscaler.com about-cloud-service-api-key) ¦ {A12} ¦ >>> zia = ZIAClientHelper(username="api-admin@acme.io", password="…", api_key="{t}", cloud="zscalertwo")\nzscaler.errors.ZscalerAPIException: 401 POST /api/v1/authenticatedSession: INVALID_API_KEY
zscaler zia password ¦ Zscaler ZIA authenticatedSession body with the admin password (search: help.zscaler.com getting-started-zia-api) ¦ {p} ¦ DEBUG:zscaler.zia:POST https://zsapi.zscalertwo.net/api/v1/authenticatedSession body={"apiKey":"yy_k_p_ip…","username":"api-admin@acme.io","password":"{t}","timestamp":"1796774400123"}
pingone worker ¦ PingOne Worker app client secret at the token endpoint (search: developer.pingidentity.com create-an-admin-worker-app) ¦ {u64} ¦ $ curl -s -u "5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d:{t}" -d grant_type=client_credentials https://auth.pingone.eu/0b6a8c5e-7d2f-4f1e-9a3b-2c4d6e8f0a1b/as/token\n{"error":"invalid_client","error_description":"Request denied: Invalid client credentials (Correlation ID: 8c1e…)"}
pingone davinci env ¦ PingOne environment variables of a DaVinci connector ¦ {u64} ¦ PINGONE_ENVIRONMENT_ID=0b6a8c5e-7d2f-4f1e-9a3b-2c4d6e8f0a1b\nPINGONE_REGION_CODE=EU\nPINGONE_CLIENT_ID=5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d\nPINGONE_CLIENT_SECRET={t}
sailpoint pat ps ¦ SailPoint PAT client secret in a PowerShell profile (search: powershellgallery SailPointIdentityNow) ¦ {h64} ¦ $Global:clientIDv3 = "b2e7f1c0-3a9d-4c5e-8f1a-6d2b9e0c4a77"\n$Global:clientSecretv3 = "{t}"\nInvoke-RestMethod : {"error":"invalid_client","error_description":"Bad credentials"}
sailpoint sdk yaml ¦ SailPoint sail CLI config.yaml with a PAT ¦ {h64} ¦ environments:\n  acme:\n    baseurl: https://acme.api.identitynow.com\n    pat:\n      clientid: 9d0a6f3e2b1c4d5e8f7a6b5c4d3e2f1a\n      clientsecret: {t}
sysdig secure bearer ¦ Sysdig Secure API token as Bearer (search: docs.sysdig.com sysdig-api) ¦ {uuid} ¦ 2026-12-07T12:40:11Z ERROR sysdig-cli-scanner: GET https://eu1.app.sysdig.com/secure/vulnerability/v1/policies: 401\n> Authorization: Bearer {t}
sysdig terraform ¦ Sysdig Terraform provider block with the secure API token (search: raw.githubusercontent.com terraform-provider-sysdig index.md) ¦ {uuid} ¦ provider "sysdig" {\n  sysdig_secure_url       = "https://secure.sysdig.com"\n  sysdig_secure_api_token = "{t}"\n}
cortex xdr standard ¦ Cortex XDR standard key in Authorization with x-xdr-auth-id (search: docs-cortex.paloaltonetworks.com Get-Started-with-Cortex-XDR-APIs) ¦ {A128} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api-acme.xdr.eu.paloaltonetworks.com/public_api/v1/incidents/get_incidents/\nrequest headers: {'x-xdr-auth-id': '17', 'Authorization': '{t}', 'Content-Type': 'application/json'}
cortex xsoar integration ¦ Cortex XDR integration instance parameters exported from XSOAR ¦ {A128} ¦ {"brand":"Cortex XDR - IR","name":"xdr_prod","data":[{"name":"url","value":"https://api-acme.xdr.eu.paloaltonetworks.com"},{"name":"apikey_id","value":"17"},{"name":"apikey","value":"{t}"}]}
pdcp env ¦ ProjectDiscovery Cloud API key for nuclei (search: docs.projectdiscovery.io pdcp-setup) ¦ {uuid} ¦ $ PDCP_API_KEY={t} nuclei -u https://staging.acme.io -cloud-upload\n[INF] Current nuclei version: v3.3.9\n[ERR] Could not upload scan results to cloud: 401 invalid api key
pdcp header ¦ ProjectDiscovery Cloud API, X-API-Key header (search: api-evangelist projectdiscovery overlay) ¦ {uuid} ¦ GET /v1/scans?limit=20 HTTP/1.1\nHost: api.projectdiscovery.io\nX-API-Key: {t}\nAccept: application/json
sekoia n8n ¦ Sekoia.io API key in an n8n credential export (search: docs.n8n.io credentials sekoia; shape remembered) ¦ {A64} ¦ [{"id":"12","name":"Sekoia SOC","type":"sekoiaApi","data":{"apiKey":"{t}"}}]
sekoia intake curl ¦ Sekoia.io API key as Bearer on the alerts API ¦ {A64} ¦ curl -H 'Authorization: Bearer {t}' 'https://api.sekoia.io/v1/sic/alerts?match[status_name]=Ongoing'
corbado basic ¦ Corbado Backend API Basic auth, project id and API secret (search: api-evangelist corbado authentication.yml) ¦ corbado1_{A30} ¦ CORBADO_PROJECT_ID=pro-4471090213\nCORBADO_API_SECRET={t}\nCORBADO_BACKEND_API=https://backendapi.corbado.io/v2
corbado node ¦ Corbado Node SDK config with the API secret ¦ corbado1_{A30} ¦ const config = new Config('pro-4471090213', '{t}', 'https://pro-4471090213.frontendapi.corbado.io', 'https://backendapi.corbado.io');
contrast auth header ¦ Contrast Security Authorization header, base64(username:service_key) (search: docs.contrastsecurity.com personal-keys) ¦ {b48} ¦ $ contrast auth --api-key …  --authorization {t} --host eval.contrastsecurity.com --organization-id 3f6b1e2a-8c9d-4e0f-a1b2-c3d4e5f6a7b8\nError: Failed to authenticate: 401
contrast agent yaml ¦ Contrast agent contrast_security.yaml with api_key and service_key ¦ {U16} ¦ api:\n  url: https://eval.contrastsecurity.com/Contrast\n  api_key: 1cN9xQ…\n  service_key: {t}\n  user_name: agent_3f6b1e2a@acme
endor token ¦ Endor Labs ENDOR_TOKEN bearer (search: docs.endorlabs.com rest-api/authentication) ¦ eyJhbGciOiJFZERTQSJ9.{u120}.{u86} ¦ $ export ENDOR_TOKEN={t}\n$ curl --header "Authorization: Bearer $ENDOR_TOKEN" https://api.endorlabs.com/v1/namespaces/acme/projects\n{"code":16,"message":"token expired"}
endor api secret ¦ Endor Labs API key and secret in a GitHub Actions step (search: api-evangelist endor-labs authentication collection) ¦ {A40} ¦ - uses: endorlabs/github-action@v1\n  with:\n    namespace: acme\n    api_key: endr+Qm3vT1xa9Kp\n    api_secret: {t}
mandiant config ¦ Mandiant Threat Intelligence key and secret, getIOC2TA create_config (search: github yuzdaboyz/getIOC2TA) ¦ {h64} ¦ $ getIOC2TA create_config 7c1e0f9a3b5d2e4f6a8c0b1d3e5f7a9c {t}\nconfig written to ~/.getIOC2TA/config.json
mandiant axonius ¦ Mandiant TI v4 adapter parameters with API secret (search: docs.axonius.com mandiant-enrichment) ¦ {h64} ¦ adapter: mandiant_enrichment\nconnection:\n  domain: https://api.intelligence.mandiant.com\n  api_key: 7c1e0f9a3b5d2e4f6a8c0b1d3e5f7a9c\n  api_secret: {t}\n  app_name: acme-soc-enrich
anyrun env ¦ ANY.RUN ANYRUN_API_KEY (search: skills.sh performing-dynamic-analysis-with-any-run) ¦ {A32} ¦ $ ANYRUN_API_KEY={t} python submit.py invoice.docm\nanyrun.exceptions.RunTimeException: {"error":true,"message":"Authorization is required to access this resource"}
anyrun sdk ¦ ANY.RUN SDK AnyRunClient(api_key=...) (search: pypi anyrun-tools) ¦ {A32} ¦ async with AnyRunClient(api_key="{t}") as client:\n    response = await client.sandbox.analyze(obj_type="url", obj_url="http://login-acme.top/")
fofa ini ¦ FOFA email and key in fofa.ini (search: github asaotomo/FofaMap fofa.py) ¦ {h32} ¦ [userinfo]\nemail = soc@acme.io\nkey = {t}\n[size]\nsize = 100
fofa url ¦ FOFA search/all with key in the query string (search: fofapro.github.io fofa-py) ¦ {h32} ¦ GET https://fofa.info/api/v1/search/all?email=soc%40acme.io&key={t}&qbase64=dGl0bGU9ImFjbWUi&size=100 -> {"error":true,"errmsg":"[-700] 账号无效"}
spur cfml ¦ Spur Context API token in cbSpur init (search: github akitogo/cbSpur) ¦ {A30} ¦ c = createObject('component','models.spurclient');\nc.init( ContextApiToken = '{t}' );\nc.getContext('95.191.237.191');
spur header ¦ Spur context API Token header ¦ {A30} ¦ GET /v2/context/95.191.237.191 HTTP/1.1\nHost: api.spur.us\nToken: {t}\n\nHTTP/1.1 401 Unauthorized
shadowserver py ¦ Shadowserver reports API key and secret (search: pypi pyshadowserver) ¦ {A24} ¦ ss = ShadowServer("a1b2c3d4-0e9f-4a8b-9c7d-6e5f4a3b2c1d", "{t}")\npyshadowserver.ShadowServerException: Invalid signature
shadowserver ini ¦ Shadowserver call-api.py ~/.shadowserver.api with key and secret ¦ {A24} ¦ [api]\nkey = a1b2c3d4-0e9f-4a8b-9c7d-6e5f4a3b2c1d\nsecret = {t}\nuri = https://transform.shadowserver.org/api2/
ziti enroll jwt ¦ OpenZiti one-time enrollment token, a JWT (search: github openziti ziti-sdk-csharp Enrollment README) ¦ eyJhbGciOiJSUzI1NiIsImtpZCI6IjRmMmEifQ.{u140}.{u86} ¦ $ ziti edge enroll --jwt /dev/stdin --out laptop.json <<< '{t}'\nERROR: enrollment failed: token has already been used
netfoundry enroll ¦ NetFoundry endpoint enrollment JWT echoed by a bootstrap script ¦ eyJhbGciOiJFUzI1NiJ9.{u130}.{u86} ¦ + ZITI_ENROLL_TOKEN={t}\n+ ziti-edge-tunnel enroll --jwt /tmp/enroll.jwt --identity /opt/openziti/etc/identities/edge.json\nziti-edge-tunnel: enrollment failed: the enrollment token has expired
loginradius ruby ¦ LoginRadius API key and secret in a Rails initializer (search: github LoginRadius ruby-on-rails-sdk) ¦ {uuid} ¦ # config/initializers/login_radius.rb\nENV["SITE_NAME"] = "acme-id"\nENV["API_KEY"] = "3f2e1d0c-9b8a-4765-8f43-21c0b9a8e7d6"\nENV["API_SECRET"] = "{t}"
loginradius py ¦ LoginRadius Python SDK API secret ¦ {uuid} ¦ LoginRadius.API_KEY = "3f2e1d0c-9b8a-4765-8f43-21c0b9a8e7d6"\nLoginRadius.API_SECRET = "{t}"\nloginradius.exceptions: 1036 API Secret is not valid
pmp authtoken ¦ Password Manager Pro AUTHTOKEN header (search: manageengine.com passwordmanagerpro restapi) ¦ {U8}-{U4}-{U4}-{U4}-{U12} ¦ GET https://pmp.acme.local:7272/restapi/json/v1/resources/3001/accounts/3302/password\nAUTHTOKEN: {t}\n→ {"operation":{"result":{"status":"Failed","message":"Authentication failed"}}}
pmp nautobot ¦ Password Manager Pro token in Nautobot secrets provider env (search: docs.nautobot.com password_manager_pro_setup) ¦ {U8}-{U4}-{U4}-{U4}-{U12} ¦ PMP_BASE_URL=https://pmp.acme.local:7272\nPMP_API_TOKEN={t}
gravityzone basic ¦ Bitdefender GravityZone JSON-RPC, Basic base64(apiKey:) (search: glama.ai WYRE-AI bitdefender-mcp) ¦ {h64} ¦ $ curl -s -u '{t}:' -H 'Content-Type: application/json' -d '{"id":"1","jsonrpc":"2.0","method":"getEndpointsList","params":{}}' https://cloud.gravityzone.bitdefender.com/api/v1.0/jsonrpc/network\n{"id":"1","jsonrpc":"2.0","error":{"code":-32001,"message":"Unauthorized"}}
gravityzone env ¦ Bitdefender GravityZone MCP server env (search: lobehub wyre-ai-bitdefender-mcp) ¦ {h64} ¦ BITDEFENDER_ACCESS_URL=https://cloudgz.gravityzone.bitdefender.com/api\nBITDEFENDER_API_KEY={t}
mullvad account ¦ Mullvad account number, all that logs in (search: mintlify.com mullvad account management) ¦ {d16} ¦ $ mullvad account login {t}\nError: Failed to log in: the account number is invalid
mullvad auth token ¦ Mullvad www API auth_token from the accounts endpoint (search: gist ToroNZ mullvad) ¦ {h32} ¦ $ curl -fsSL https://api.mullvad.net/www/accounts/… | jq .\n{\n  "auth_token": "{t}",\n  "account": {"active": true, "max_wg_peers": 5}\n}
conductorone secret ¦ ConductorOne client secret secret-token:conductorone.com:<JWK> (search: conductorone.com docs conductorone-api authenticate) ¦ secret-token:conductorone.com:{u86} ¦ CONE_CLIENT_ID=strange-hydra-68836@acme.conductor.one/pcc\nCONE_CLIENT_SECRET={t}
conductorone baton ¦ ConductorOne baton connector flags with the client secret ¦ secret-token:conductorone.com:{u86} ¦ $ baton-okta --client-id strange-hydra-68836@acme.conductor.one/pcc --client-secret {t} --domain acme.okta.example\nerror: baton-okta: failed to authenticate with ConductorOne: 401
britive pybritive ¦ Britive API token for a tenant (search: pypi britive python SDK authentication) ¦ {A48} ¦ $ BRITIVE_TENANT=acme.britive-app.com BRITIVE_API_TOKEN={t} pybritive ls profiles\nError: 401 - Unauthorized - token not valid
britive ini ¦ Britive pybritive ~/.britive/pybritive.config tenant token ¦ {A48} ¦ [tenant-acme]\nname = acme.britive-app.com\nglobal_default_tenant = acme\ntoken = {t}
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="cause"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="note"),
    ]
