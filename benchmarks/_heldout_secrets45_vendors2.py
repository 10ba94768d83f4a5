"""Held-out set 45: more vendors no earlier set named, with shapes remembered (no page of
their own was found, or none was searched for) — app platforms, GPU and bare-metal clouds,
LLM guardrails, shipping and freight, noise cancellation, CDN and streaming, corporate
gifting, serverless, inference, farm software, HR and staffing, headless CMS, supply chain,
telephony, mileage, e-commerce, security and data observability (vendor names starting with
A, C, E, G, I, K, M or O only).

Every name was grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched): Elestio, Metaplane, Castr, Cherry Servers, Aporia, Outvio, Krisp, CacheFly, Alyce,
Ampt, kluster.ai, Codesphere, Ceipal (searched, nothing found), and Croptracker, Kontainers,
Agroptima, Kilimo, Instafreight, Cargobase, Chronotruck, Kuebix, Kinaxis, Ordertime, Cleavr,
Crafter CMS, Ox Security, Officient, Medianova, Edgio, Motus, Anveo and Aptean (not searched).
The value shapes are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
elestio toml ¦ Elestio API token for its Terraform provider (shape assumed) ¦ {A48} ¦ # terraform.tfvars\nelestio_email     = "ops@acme.io"\nelestio_api_token = "{t}"
metaplane header ¦ Metaplane API key in an Authorization header (shape assumed) ¦ {h64} ¦ GET https://dev.api.metaplane.dev/api/v1/connections HTTP/1.1\nAuthorization: Bearer {t}\n-> 401 {"error":"invalid api key"}
castr basic ¦ Castr API access token and secret as basic auth (shape assumed) ¦ {A32} ¦ $ curl -s -u '5f0c2e1a9b7d:{t}' https://api.castr.com/v2/live_streams\n{"message":"Unauthorized"}
cherry servers hcl ¦ Cherry Servers Terraform provider token (shape assumed) ¦ {A64} ¦ provider "cherryservers" {\n  auth_token = "{t}"\n}\n│ Error: 401 Unauthorized: bad token
aporia guardrails ¦ Aporia guardrails API key in a policy client (shape assumed) ¦ {u40} ¦ 2026-12-06 15:43:20,118 ERROR guardrails.client: POST https://gr-prd.aporia.com/2b61f8c0/validate failed (403), X-APORIA-API-KEY={t}
outvio xml ¦ Outvio shipping integration key in a Magento-style XML config (shape assumed) ¦ {A36} ¦ <config>\n  <outvio>\n    <api_key>{t}</api_key>\n    <warehouse>ES-BCN-1</warehouse>\n  </outvio>\n</config>
krisp sdk ¦ Krisp SDK key passed to the noise-cancellation session (shape assumed) ¦ {A44} ¦ [krisp] KrispAudioSdk.globalInit failed: license key "{t}" rejected (code 12, expired)
cachefly csv ¦ CacheFly API token printed bare in a table of service accounts (shape assumed) ¦ {h40} ¦ $ cfctl tokens list --format csv\nname,created,token\nci-purge,2026-11-30,{t}
alyce properties ¦ Alyce gifting API key in a Spring properties file (shape assumed) ¦ {A40} ¦ # src/main/resources/application-prod.properties\nalyce.api.base-url=https://api.alyce.com/v2\nalyce.api.key={t}
ampt params ¦ Ampt app parameter set with the CLI (shape assumed) ¦ {A32} ¦ ➜ ampt params set STRIPE_WEBHOOK_SECRET whsec_{t}\n✔ Saved parameter STRIPE_WEBHOOK_SECRET for environment "prod"
kluster openai ¦ kluster.ai used through the OpenAI client with a base_url (shape assumed) ¦ {uuid} ¦ >>> client = OpenAI(base_url="https://api.kluster.ai/v1", api_key="{t}")\n>>> client.models.list()\nopenai.AuthenticationError: Error code: 401 - {'detail': 'Invalid API key'}
codesphere cli ¦ Codesphere CLI token in the environment (CS_TOKEN as remembered) ¦ {A52} ¦ $ env | grep ^CS_\nCS_TEAM_ID=3812\nCS_TOKEN={t}\n$ cs list workspaces\nerror: 401 Unauthorized
ceipal login ¦ Ceipal ATS API login with email, password and api_key (shape assumed) ¦ {h32} ¦ POST https://api.ceipal.com/v1/createAuthtoken/\n{"email":"talent@acme.io","password":"see-vault","api_key":"{t}"}\n<- {"error":"Invalid API Key"}
croptracker ini ¦ Croptracker export integration settings (shape assumed) ¦ {A30} ¦ ; C:\\ProgramData\\PackhouseSync\\sync.ini\n[croptracker]\nfarm_id=7741\napi_token={t}
kontainers yaml ¦ Kontainers freight booking API credentials in a Helm values file (shape assumed) ¦ {A40} ¦ kontainers:\n  baseUrl: https://api.kontainers.io\n  clientId: acme-forwarding\n  clientSecret: "{t}"
agroptima debug ¦ Agroptima API token in a debug log (shape assumed) ¦ {h40} ¦ DEBUG farmsync.agroptima: GET /api/v1/fields/ headers={'Authorization': 'Token {t}'} -> 401
kilimo json ¦ Kilimo irrigation API key in a JSON config (shape assumed) ¦ {A32} ¦ {\n  "kilimo": {\n    "endpoint": "https://api.kilimo.com/v1",\n    "apiKey": "{t}",\n    "fields": [18, 22]\n  }\n}
instafreight header ¦ InstaFreight booking API key header (shape assumed) ¦ {A40} ¦ > POST /v2/shipments HTTP/1.1\n> Host: api.instafreight.de\n> X-Api-Key: {t}\n< HTTP/1.1 401 Unauthorized
cargobase env ¦ Cargobase API token in a Docker Compose file (shape assumed) ¦ {h48} ¦ services:\n  quoting:\n    image: acme/quoting:4.2\n    environment:\n      CARGOBASE_TOKEN: {t}
chronotruck ruby ¦ Chronotruck API key in a Rails credentials dump (shape assumed) ¦ {A36} ¦ $ bin/rails credentials:show\nchronotruck:\n  api_key: {t}\nsecret_key_base: see-vault
kuebix java ¦ Kuebix TMS credentials in a Java exception (shape assumed) ¦ {p} ¦ com.acme.tms.KuebixAuthException: login rejected for user=shipping@acme.io password={t}\n\tat com.acme.tms.KuebixClient.login(KuebixClient.java:88)
kinaxis secret ¦ Kinaxis RapidResponse OAuth client secret in a PowerShell script (shape assumed) ¦ {A48} ¦ PS C:\\jobs> $body = @{ grant_type = 'client_credentials'; client_id = 'rr-etl'; client_secret = '{t}' }\nPS C:\\jobs> Invoke-RestMethod -Uri https://acme.kinaxis.net/oauth2/token -Method Post -Body $body\nInvoke-RestMethod: {"error":"invalid_client"}
ordertime qs ¦ Ordertime inventory API key in a query string (shape assumed) ¦ {uuid} ¦ 10.0.4.12 - - [06/Dec/2026:15:43:41 +0000] "GET /sync?ordertime_apikey={t}&company=ACME HTTP/1.1" 502 0
cleavr token ¦ Cleavr deployment webhook with its token (shape assumed) ¦ {A40} ¦ $ curl -X POST "https://api.cleavr.io/v1/deploy-hooks/8812?token={t}"\n{"message":"Unauthenticated."}
crafter properties ¦ Crafter CMS Studio database password in a properties file (shape assumed) ¦ {p} ¦ $ grep -n studio.db crafter-authoring/bin/apache-tomcat/shared/classes/crafter/studio/extension/studio-config-override.yaml\n14:studio.db.password: '{t}'
ox security header ¦ Ox Security API key in a CI scan step (shape assumed) ¦ {A48} ¦ + ox-cli scan --api-key {t} --repo acme/shop\nERROR 401: API key is not valid for organization acme
officient bearer ¦ Officient HR API bearer token in a Node debug line (shape assumed) ¦ {A40} ¦ officient:sync request GET https://api.officient.io/1.0/people/list headers { authorization: 'Bearer {t}' } +3ms
medianova purge ¦ Medianova CDN purge API key (shape assumed) ¦ {h32} ¦ $ http POST https://cloud.medianova.com/api/v1/cdn/purge X-Api-Key:{t} resources:='["/img/*"]'\nHTTP/1.1 403 Forbidden
edgio env ¦ Edgio deploy token in CI output (shape assumed) ¦ {A36} ¦ $ npx edgio deploy --token={t} --environment=production\n✖ Error: Invalid deploy token
motus api ¦ Motus mileage API key in an Excel VBA macro (shape assumed) ¦ {h40} ¦ Const MOTUS_KEY As String = "{t}"\nhttp.setRequestHeader "X-Motus-Key", MOTUS_KEY\n' -> Run-time error: 401
anveo sip ¦ Anveo SIP account password in a pjsip.conf (shape assumed) ¦ {p} ¦ [anveo-auth]\ntype=auth\nauth_type=userpass\nusername=7712004411\npassword={t}
aptean odbc ¦ Aptean ERP ODBC connection string (shape assumed) ¦ {p} ¦ Error [08001]: connection failed for "Driver={SQL Server};Server=erp01;Database=APTEAN_PROD;Uid=erp_ro;Pwd={t};"
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
