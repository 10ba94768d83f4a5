"""Held-out set 47: keys of vendors no earlier set named, whose formats were looked up.

Vendors and products whose names start with Q to Z (set 47's share): membership and
nonprofit management, affiliate tracking, Latin American SMS and WhatsApp, agency project
management, sales CRMs, MSP ticketing, web3 wallets, Czech CRM, UK bookkeeping, WhatsApp
commerce, retail field sales and digital signage. Each name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py``, ``_heldout_cases.py`` and innocents file (none matched). Twenty
vendors were looked up with the ``search`` tool (corpus ``docs``); the twelve whose pages gave
the credential's place and shape are here, each case naming its page. The value's length is
assumed where the page shows none, and the case says so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
wildapricot token request ¦ WildApricot (gist DmitriySmirnov, WaApiClient): AUTH_URL https://oauth.wildapricot.org/auth/token; the API key sent as Basic APIKEY:<key> (length assumed) ¦ {l30} ¦ $ curl -s -u 'APIKEY:{t}' -d 'grant_type=client_credentials&scope=auto' https://oauth.wildapricot.org/auth/token\n{"error":"invalid_client","error_description":"Invalid API key"}
wildapricot php helper ¦ WildApricot (gist DmitriySmirnov): the PHP WaApiClient initialised with the key (length assumed) ¦ {l30} ¦ PHP Fatal error:  Uncaught Exception: Failed to get token (401) in /var/www/members/WaApiClient.php:64\nStack trace:\n#0 /var/www/members/sync.php(12): WaApiClient->initTokenByApiKey('{t}')\n#1 {main}
tapfiliate header ¦ api-evangelist/tapfiliate llms: REST base https://api.tapfiliate.com/1.6, X-Api-Key header, one static account key (length assumed) ¦ {h40} ¦ > GET /1.6/affiliates/?page=2 HTTP/1.1\n> Host: api.tapfiliate.com\n> X-Api-Key: {t}\n< HTTP/1.1 401 Unauthorized\n{"message":"Unauthorized"}
tapfiliate php sdk ¦ packagist tapfiliate/sdk-php: new ApiClient($logger, '<Your API key>') ¦ {h40} ¦ [2026-12-06 15:44:02] affiliates.ERROR: Tapfiliate\ApiClient request failed {"status":401,"key":"{t}","path":"/1.6/conversions/"} []
zenvia viper json ¦ booscaaa/zenvia-go-sdk README: config.json {"zenvia": {"api_token": "..."}} read with viper (length assumed) ¦ {u32} ¦ $ cat config.json\n{\n  "zenvia": {\n    "api_token": "{t}"\n  }\n}
zenvia laravel env ¦ packagist idez/laravel-zenvia: config/services.php zenvia.token from env('ZENVIA_TOKEN') ¦ {u32} ¦ [2026-12-06 15:44:05] production.ERROR: Zenvia SMS failed: 401 Unauthorized {"from":"Laravel","token":"{t}","to":"5551999999999"}
scoro request body ¦ pipedream Scoro: POST https://{company}.scoro.com/api/v2/... with company_account_id and apiKey in the JSON body (length assumed) ¦ {h32} ¦ POST https://acmeagency.scoro.com/api/v2/companyAccount/list\n{"company_account_id": "acmeagency", "apiKey": "{t}", "lang": "eng"}\n<- {"status":"ERROR","statusCode":401,"messages":{"error":["Invalid apiKey"]}}
salesmate headers ¦ pipedream Salesmate: headers accessToken (the session key) and x-linkname ¦ {uuid} ¦ axios error 401 GET https://acme.salesmate.io/apis/core/v4/users\n  config.headers: { 'Content-Type': 'application/json', accessToken: '{t}', 'x-linkname': 'acme.salesmate.io' }
salesmate formie ¦ verbb Formie docs: the Salesmate Session Key / Session Token pasted as the API Key ¦ {uuid} ¦ Formie: Salesmate integration "CRM sync" failed to refresh: Client error: 401 (apiKey: {t})
syncro bearer ¦ glama syncro-mcp: sent as Authorization: Bearer <token> to https://{subdomain}.syncromsp.com/api/v1/ (length assumed) ¦ {A48} ¦ PS> Invoke-RestMethod https://acmeit.syncromsp.com/api/v1/tickets -Headers @{ Authorization = "Bearer {t}" }\nInvoke-RestMethod: {"error":"Unauthorized"}
syncro mcp headers ¦ glama syncro-mcp: X-Syncro-Subdomain and X-Syncro-API-Key headers ¦ {A48} ¦ mcp-syncro | 2026-12-06T15:44:11Z WARN request rejected headers={"X-Syncro-Subdomain":"acmeit","X-Syncro-API-Key":"{t}"} status=401
venly token form ¦ docs.venly.io API Authentication: POST https://login.venly.io/auth/realms/Arkane/protocol/openid-connect/token with grant_type=client_credentials, client_id, client_secret (length assumed) ¦ {A32} ¦ $ curl -s https://login.venly.io/auth/realms/Arkane/protocol/openid-connect/token -d grant_type=client_credentials -d client_id=acme-nft-drop -d client_secret={t}\n{"error":"unauthorized_client","error_description":"Invalid client secret"}
venly sdk ¦ unpkg @venly/venly-core-sdk VyAuthAPI.getAccessToken(clientId, clientSecret) ¦ {A32} ¦ VyAuthAPI.getAccessToken('acme-nft-drop', '{t}')\n  at VyApiBase.makeRequest (node_modules/@venly/venly-core-sdk/dist/api/VyApiBase.js:88:19)\nVyError: [401] invalid_client
raynet basic ¦ wpify/raynet-api-php-sdk: basic authentication with user name and API key, instance name in a header; railsformers/raynet: api_key 'crm-' and 32 hex ¦ crm-{h32} ¦ $ curl -u 'ops@acme.cz:{t}' -H 'X-Instance-Name: acme-crm' https://app.raynet.cz/api/v2/company/\n{"success":false,"translatedMessage":"Neplatné přihlašovací údaje"}
raynet ruby initializer ¦ railsformers/raynet README: config/initializers/raynet.rb with user, api_key, instance_name ¦ crm-{h32} ¦ $ cat config/initializers/raynet.rb\nRaynet::Config.config = {\n  user: 'ops@acme.cz',\n  api_key: '{t}',\n  instance_name: 'acme-crm'\n}
quickfile credentials ¦ glama quickfile-mcp auth.ts: ~/.config/.quickfile-mcp/credentials.json with accountNumber, apiKey, applicationId; the key itself is hashed into MD5Value (key shape assumed) ¦ {uuid} ¦ $ cat ~/.config/.quickfile-mcp/credentials.json\n{"accountNumber": "6131404919", "apiKey": "{t}", "applicationId": "4fd6bb72-3a50-4f6b-9c1e-2f0a8d9e7c11"}
zoko apikey ¦ npm zoko: ZOKO REST API v2 at https://chat.api.zoko.io/v2, authenticated by an API key (header name as remembered) ¦ {uuid} ¦ $ curl -s https://chat.api.zoko.io/v2/message -H 'apikey: {t}' -H 'Content-Type: application/json' -d @order-shipped.json\n{"message":"Invalid API key"}
repsly basic ¦ repsly-dev.readme.io About the API: Basic authentication with the API username and password from API Settings (values assumed) ¦ {p} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.repsly.com/v3/export/clients/0 (auth=('7F3C2A91-REPS', '{t}'))
yodeck token ¦ yodeck.com academy API Tokens: Account Settings > Advanced Settings > API Tokens > Generate Token (shown once; label:value form as remembered) ¦ {A40} ¦ $ grep -n YODECK .env\n7:YODECK_API_TOKEN=signage-sync:{t}\n8:YODECK_WORKSPACE=41877
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
