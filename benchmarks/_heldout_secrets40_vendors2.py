"""Held-out set 40: more vendors no earlier set named (J to Z), shapes remembered, not looked
up: WarpStream (stream agents), Perfecto (mobile test cloud), Nifty (project management),
Nextiva and Telzio (business telephony), Zoiper (softphone), Kloudless (unified API),
Zimpler (payments), Mswipe (card terminals), Tarabut (open banking), Perfios (financial
data), Tilled and Payhere (payment facilitation), Pabbly (automation), Northbeam (attribution), Signifyd (fraud scoring), Ruddr
(PSA), Teamleader (CRM), Weclapp (ERP), Weavy (chat SDK) and Mailcheck (email validation). Each name was grepped
for in every earlier secrets file; none matched.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
warpstream agent key ¦ WarpStream agent: WARPSTREAM_AGENT_APIKEY (aks_ prefix as remembered) ¦ aks_{h64} ¦ $ kubectl logs warpstream-agent-0 | head -3\nlevel=error msg="agent key rejected" apikey=aks_...\nenv: WARPSTREAM_AGENT_APIKEY={t}
perfecto security token ¦ Perfecto: securityToken capability, a long JWT-like offline token (shape assumed) ¦ {u88} ¦ capabilities.setCapability("securityToken", "{t}");\norg.openqa.selenium.SessionNotCreatedException: Could not start a new session. Response code 401.
nifty client secret ¦ Nifty PM API: OAuth client secret in a YAML config (shape assumed) ¦ {A48} ¦ nifty:\n  client_id: nfty_cl_8812\n  client_secret: {t}\n  redirect_uri: https://ops.acme.io/callback
nextiva api password ¦ Nextiva: an INI for a call-center connector (shape assumed) ¦ {p} ¦ [nextiva]\nhost = api.nextiva.com\nuser = ops@acme.io\npassword = {t}
telzio api key ¦ Telzio: Basic auth with the API key (shape assumed) ¦ {U36} ¦ 2026-12-06 13:41:33 ERROR telzio-sync: POST https://api.telzio.com/calls -> 401; auth=apikey:{t}
zoiper sip password ¦ Zoiper: an exported account .xml with the SIP password (as remembered) ¦ {p} ¦ <account>\n  <name>desk-204</name>\n  <username>204</username>\n  <password>{t}</password>\n  <SIP_domain>pbx.acme.local</SIP_domain>\n</account>
kloudless bearer ¦ Kloudless: Authorization: Bearer with a per-account token (shape assumed) ¦ {A30} ¦ > GET /v1/accounts/me/storage/folders/root/contents HTTP/1.1\n> Authorization: Bearer {t}\n< HTTP/1.1 401 UNAUTHORIZED
zimpler hcl ¦ Zimpler: a client secret in a Terraform variable file (shape assumed) ¦ {b44} ¦ # terraform.tfvars\nzimpler_client_id     = "acme-se"\nzimpler_client_secret = "{t}"
mswipe csv ¦ Mswipe: a CSV of terminal credentials printed bare (shape assumed) ¦ {d6}{U6} ¦ terminal_id,merchant,login_pin\nMSW00412,Chai Point Indiranagar,{t}\nMSW00413,Chai Point Koramangala,-
tarabut client secret ¦ Tarabut Gateway: client credentials in JSON (shape assumed) ¦ {uuid} ¦ {"clientId": "acme-bh-prod", "clientSecret": "{t}", "scope": "accounts payments"}
perfios api key ¦ Perfios: a properties file (shape assumed) ¦ {H40} ¦ perfios.vendorId=acme\nperfios.apiKey={t}\nperfios.url=https://perfios.example/KuberaVault
tilled secret ¦ Tilled: sk_ secret keys (shape assumed) ¦ sk_{A48} ¦ tilled.errors.AuthenticationError: Invalid API Key provided: {t}
payhere merchant secret ¦ PayHere: merchant_secret used to hash a checkout (shape assumed) ¦ {b64} ¦ PHP Warning:  hash mismatch for order 88123; merchant_id=1221149 merchant_secret={t}
pabbly webhook ¦ Pabbly Connect: a webhook URL holding a token in its path (shape assumed) ¦ {u56} ¦ POST https://connect.pabbly.com/workflow/sendwebhookdata/{t} 404 Not Found
northbeam api key ¦ Northbeam: Data-Client-ID and an API key header (shape assumed) ¦ {uuid} ¦ requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.northbeam.io/v1/exports\nheaders={'Data-Client-ID': 'acme-store', 'Authorization': '{t}'}
signifyd team key ¦ Signifyd: HTTP Basic auth with the team API key as the username (as remembered) ¦ {A40} ¦ > POST /v3/orders/events/checkouts HTTP/1.1\n> Authorization: Basic (base64 of the key)\nsignifyd.errors.AuthenticationError: 401 for key {t}
ruddr token ¦ Ruddr: a bearer API key in a GitHub Actions secret echoed by a debug step (shape assumed) ¦ {A44} ¦ ##[debug]Evaluating: secrets.RUDDR_API_KEY\n##[debug]Result: '{t}'
teamleader refresh ¦ Teamleader Focus: OAuth refresh token saved by an integration (shape assumed) ¦ def50200{h80} ¦ {"access_token":"(expired)","token_type":"Bearer","refresh_token":"{t}"}
weclapp token ¦ Weclapp: AuthenticationToken header (searched, not found; as remembered) ¦ {uuid} ¦ GET https://acme.weclapp.com/webapp/api/v1/article?pageSize=5\nAuthenticationToken: {t}\n<- 401 {"error":"not authenticated"}
weavy api key ¦ Weavy: an API key wys_ in appsettings (searched, not found; prefix as remembered) ¦ wys_{A48} ¦ {\n  "Weavy": {\n    "Server": "https://acme.weavy.io",\n    "ApiKey": "{t}"\n  }\n}
mailcheck key ¦ Mailcheck.ai: a bearer key in a Python client (shape assumed) ¦ {A32} ¦ mailcheck.errors.Unauthorized: 401 for https://api.mailcheck.ai/email/ops@acme.io (api_key='{t}')
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS, raises="cause")
