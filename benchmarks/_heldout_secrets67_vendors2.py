"""Held-out set 67: more vendors of set 67's share, their key shapes as remembered (not looked
up, or looked up without a page giving the format): accounting and ERP, procurement and
spend, tax and e-invoicing, crypto custody, BNPL, KYC and identity verification.

Every name was grepped for in all earlier ``benchmarks/*heldout*`` files; none matched:
Kyriba, Tradeshift, Precoro, Procurify, Jaggaer, Ivalua, Fairmarkit, Airbase, Soldo, Hubdoc,
Taxamo, Liminal, Palisade, Komainu, Zodia, Finoa, Veridas, AU10TIX, Uqudo, Kueski, Aplazo,
Twisto, Billie, Payflex, Sunbit, Uplift, Payl8r, Tranch, Omie, Gosocket, Taxually, Vic.ai,
Yokoy, Rillet, Botkeeper, AutoEntry, DATEV, Billit, Planergy, Teampay, Ceffu, Hex Trust,
Ballerine, Prembly, Postpay, Spotii, Dfns, Vatstack, Mondu, Footprint, Dojah, Youverify,
Hokodo, Vouched, Pagero, Basware and Sovos. Searched without a format page: Dfns, Vatstack, Mondu, Footprint, Dojah,
Youverify, Hokodo, Precoro and Vouched (see ``_heldout_secrets67_vendors.py``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

_R = "as remembered"

ROWS = rf"""
kyriba client credentials ¦ Kyriba API, OAuth client credentials ({_R}) ¦ {{A48}} ¦ POST https://demo.kyriba.com/gateway/oauth/token\ngrant_type=client_credentials&client_id=treasury-etl&client_secret={{t}}\n<- 401 {{"error":"invalid_client"}}
tradeshift oauth1 ¦ Tradeshift, OAuth 1.0a consumer and token secrets ({_R}) ¦ {{A32}} ¦ Authorization: OAuth oauth_consumer_key="OwnAccount", oauth_token="x8Kq2mVt", oauth_signature_method="HMAC-SHA1", oauth_signature="OwnAccountsecret%26{{t}}"
precoro header ¦ Precoro, X-AUTH-TOKEN and email headers ({_R}; searched, no format page) ¦ {{l40}} ¦ $ curl https://api.precoro.com/invoices -H "email: ap@example.org" -H "X-AUTH-TOKEN: {{t}}"\n{{"code":401,"message":"Invalid credentials."}}
procurify yaml ¦ Procurify API client in a sync job config ({_R}) ¦ {{A40}} ¦ procurify:\n  domain: acme.procurify.com\n  client_id: 9f2c1b7e\n  client_secret: {{t}}\n  sync: [purchase_orders, bills]
jaggaer xml ¦ JAGGAER cXML punchout shared secret ({_R}) ¦ {{A24}} ¦ <Header><From><Credential domain="NetworkId"><Identity>ACME-BUYER</Identity></Credential></From><Sender><Credential domain="NetworkId"><Identity>ACME-BUYER</Identity><SharedSecret>{{t}}</SharedSecret></Credential></Sender></Header>
ivalua java ¦ Ivalua REST, a login and password in a Spring config ({_R}) ¦ {{p}} ¦ ivalua:\n  url: https://acme.ivalua.app/api/v1\n  login: INTEG_SRC2PAY\n  password: '{{t}}'
fairmarkit python ¦ Fairmarkit API key in a client constructor ({_R}) ¦ {{A40}} ¦ >>> fm = FairmarkitClient(api_key="{{t}}", base_url="https://api.fairmarkit.com/services/self-service/api/v3")\n>>> fm.rfqs.list()\nHTTPError: 403 Forbidden
airbase go ¦ Airbase API token in Go ({_R}) ¦ {{A36}} ¦ client := airbase.NewClient("{{t}}")\nbills, err := client.Bills.List(ctx)\n// err: airbase: 401 token expired or revoked
soldo private key ¦ Soldo business API, client secret and a private key signing requests ({_R}) ¦ {{A32}} ¦ SOLDO_CLIENT_ID=mgvt8Lw2\nSOLDO_CLIENT_SECRET={{t}}\nSOLDO_PRIVATE_KEY_PATH=/etc/soldo/fingerprint_key.pem
hubdoc ini ¦ Hubdoc fetch credentials for a supplier portal ({_R}) ¦ {{p}} ¦ [hubdoc.supplier.telco]\nlogin = billing@acme.example\npassword = {{t}}\nlast_fetch = 2026-12-01
taxamo tokens ¦ Taxamo private token next to its public token ({_R}) ¦ priv_test_{{A40}} ¦ taxamo:\n  public_token: public_test_Xq8mV2wZ\n  private_token: {{t}}
liminal swift ¦ Liminal custody, an API secret in Swift ({_R}) ¦ {{A44}} ¦ let liminal = LiminalClient(clientId: "lmnl-ops-7", clientSecret: "{{t}}", env: .production)\n// Fatal error: 'try!' expression unexpectedly raised an error: LiminalError.unauthorized
palisade terraform ¦ Palisade API key in Terraform ({_R}) ¦ {{A48}} ¦ provider "palisade" {{\n  api_key = "{{t}}"\n  org_id  = "org_3b1f"\n}}
komainu hcl ¦ Komainu custody API secret in a Vault KV write ({_R}) ¦ {{h64}} ¦ $ vault kv put secret/custody/komainu api_key=KMN-83JD api_secret={{t}}\nSuccess! Data written to: secret/custody/komainu
zodia powershell ¦ Zodia Custody API key in PowerShell ({_R}) ¦ {{A40}} ¦ PS> $headers = @{{ "X-API-KEY" = "{{t}}"; "Content-Type" = "application/json" }}\nPS> Invoke-RestMethod -Uri https://api.zodia.io/v3/wallets -Headers $headers\nInvoke-RestMethod: {{"error":"UNAUTHORISED"}}
finoa debug ¦ Finoa API, a debug log of request headers ({_R}) ¦ {{A40}} ¦ DEBUG finoa.client > GET /v1/accounts/7711/balances\nDEBUG finoa.client > headers={{'Accept': 'application/json', 'X-Finoa-Api-Key': '{{t}}'}}
veridas apikey ¦ Veridas das-Peak, apikey header ({_R}) ¦ {{A32}} ¦ curl -X POST https://api.eu.veridas.com/validas/v1/validation -H "apikey: {{t}}" -F document=@dni.jpg\n{{"detail":"Invalid apikey"}}
au10tix secret ¦ AU10TIX client secret in an OAuth call ({_R}) ¦ {{A40}} ¦ POST /oauth2/v1/token HTTP/1.1\nHost: login.au10tix.com\n\ngrant_type=client_credentials&client_id=0oa4k2x9QmZ&client_secret={{t}}&scope=au10tix.workflow.all
uqudo js ¦ uqudo, a client secret exchanged for an access token ({_R}) ¦ {{A36}} ¦ const tok = await fetch('https://auth.uqudo.io/api/oauth/token', {{ method: 'POST', body: new URLSearchParams({{ grant_type: 'client_credentials', client_id: 'uq-onb-prod', client_secret: '{{t}}' }}) }});
kueski authorization ¦ Kueski Pay, a private API key ({_R}) ¦ {{A40}} ¦ [kueskipay] POST /v1/payments -> 401\nAuthorization: {{t}}\nbody: {{"order_id":"MX-44192","amount":{{"total":1299.0,"currency":"MXN"}}}}
aplazo env ¦ Aplazo merchant API key ({_R}) ¦ {{uuid}} ¦ APLAZO_MERCHANT_ID=1873\nAPLAZO_API_TOKEN={{t}}
twisto secret ¦ Twisto, a public and a secret key ({_R}) ¦ sk_{{A40}} ¦ TWISTO_PUBLIC_KEY=pk_Xa2mQ8wN\nTWISTO_SECRET_KEY={{t}}
billie client ¦ Billie, OAuth client secret in Java ({_R}) ¦ {{A64}} ¦ BillieClient billie = BillieClient.builder().clientId("6c0b2e14-1d9f-4a6b-8c7e-2f3a4b5c6d7e").clientSecret("{{t}}").sandbox(false).build();
payflex dotnet ¦ Payflex, client secret in appsettings.json ({_R}) ¦ {{A40}} ¦ "Payflex": {{\n  "ClientId": "payflex-za-store-91",\n  "ClientSecret": "{{t}}",\n  "Audience": "https://auth.payflex.co.za"\n}}
sunbit header ¦ Sunbit, an API key and secret pair ({_R}) ¦ {{A40}} ¦ sunbit.api.key=SBT-KEY-7781\nsunbit.api.secret={{t}}
uplift curl ¦ Uplift (UpLift Pay Monthly), a basic-auth secret ({_R}) ¦ {{A32}} ¦ $ curl -u "upliftmerchant-221:{{t}}" https://api.uplift.com/v2/orders/UP-99812\nHTTP 401
payl8r php ¦ Payl8r, a merchant key in PHP ({_R}) ¦ {{A32}} ¦ define('PAYL8R_USERNAME', 'shop-1134');\ndefine('PAYL8R_KEY', '{{t}}');
tranch webhook ¦ Tranch, a webhook signing secret ({_R}) ¦ whsec_{{A40}} ¦ tranch webhook verify failed: signature mismatch\n  secret=whsec_...{{t}} (from TRANCH_WEBHOOK_SECRET)\n  event=instalment_plan.created
omie json ¦ Omie ERP, app_key and app_secret in every call ({_R}) ¦ {{h32}} ¦ {{"call":"ListarClientes","app_key":"2987451230011","app_secret":"{{t}}","param":[{{"pagina":1,"registros_por_pagina":50}}]}}
gosocket header ¦ Gosocket e-invoicing, an account and a password in a SOAP header ({_R}) ¦ {{p}} ¦ <soapenv:Header><gs:Auth><gs:Account>CL-76123456-7</gs:Account><gs:Password>{{t}}</gs:Password></gs:Auth></soapenv:Header>
taxually bearer ¦ Taxually VAT API bearer token ({_R}) ¦ {{A48}} ¦ 2026-12-07T05:20:11Z taxually-sync WARN retrying POST /api/v1/returns (401) Authorization="Bearer {{t}}"
vicai token ¦ Vic.ai, a token in a Node SDK call ({_R}) ¦ {{A40}} ¦ const vic = new VicAI({{ token: '{{t}}', region: 'eu' }});\nVicAIError: 401 The provided token is not valid for region eu
yokoy secret ¦ Yokoy, client secret of an expense export job ({_R}) ¦ {{A44}} ¦ - name: export expenses\n  run: yokoy-export --client-id yk-fin-2 --client-secret {{t}} --since 2026-11-01
rillet api key ¦ Rillet ERP, an API key in a Python SDK ({_R}) ¦ rk_{{A40}} ¦ rillet.api_key = "{{t}}"\nrillet.JournalEntry.create(...)\nrillet.error.AuthenticationError: Invalid API key provided
datev secret ¦ DATEV, OAuth client secret of a DATEVconnect app ({_R}) ¦ {{h32}} ¦ datev:\n  client_id: 3f9a1c7e2b8d4a6f\n  client_secret: {{t}}\n  redirect_uri: https://fibu.example.de/datev/callback
billit apikey ¦ Billit, an ApiKey header with a PartyID ({_R}) ¦ {{uuid}} ¦ GET https://api.billit.be/v1/orders?$top=50\nApiKey: {{t}}\nPartyID: 448812\n-> 401
teampay basic ¦ Teampay, a bare API token in a CSV export of integrations ({_R}) ¦ {{A40}} ¦ integration,created_by,token,status\nnetsuite-sync,ops@example.org,{{t}},active
ceffu signing ¦ Ceffu custody, an API key and its RSA signing key header ({_R}) ¦ {{b56}} ¦ open-apikey: c3VwZXJzdHJvbmc\nsignature: {{t}}\n-> {{"code":"000002","message":"Signature verification failed"}}
hextrust env ¦ Hex Trust, an API secret in a Kubernetes secret manifest ({_R}) ¦ {{A44}} ¦ apiVersion: v1\nkind: Secret\nmetadata: {{name: hextrust-api}}\nstringData:\n  HEXTRUST_API_KEY: htk_live_3x9\n  HEXTRUST_API_SECRET: {{t}}
ballerine self hosted ¦ Ballerine, an API key of a self-hosted workflow service ({_R}) ¦ {{A40}} ¦ BALLERINE_API_KEY={{t}}\nBALLERINE_BACKEND_URL=http://127.0.0.1:3000
prembly headers ¦ Prembly (identitypass), x-api-key and app-id ({_R}) ¦ live_sk_{{l40}} ¦ curl -X POST https://api.prembly.com/identitypass/verification/bvn -H "x-api-key: {{t}}" -H "app-id: 0e8a4c1b-22f0-4c3e-9d6a-71b5f2e8a3c4"
postpay kotlin ¦ Postpay, a secret key in Kotlin ({_R}) ¦ sk_live_{{A40}} ¦ val postpay = Postpay(merchantId = "id_7hH2x", secretKey = "{{t}}", sandbox = false)
spotii header ¦ Spotii, a public and a private key traded for a token ({_R}) ¦ {{A48}} ¦ POST /api/v1.0/merchant/authentication/ {{"public_key":"pk_spotii_39Ax","private_key":"{{t}}"}}\n-> 400 {{"detail":"Invalid credentials"}}
dfns token ¦ Dfns, a service account token in an env file ({_R}; searched, no format page) ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJFZERTQSJ9.eyJpc3MiOiJhdXRoLmRmbnMuaW8ifQ.{{u86}} ¦ DFNS_API_URL=https://api.dfns.io\nDFNS_AUTH_TOKEN={{t}}\nDFNS_CRED_ID=Y2ktM3VuMDAtbWpzNy0xNm9u
vatstack key ¦ Vatstack, a secret key next to a public key ({_R}; searched, no format page) ¦ sk_live_{{h32}} ¦ vatstack.configure(public_key="pk_live_8e21c0d4", secret_key="{{t}}")
mondu header ¦ Mondu, the Api-Token header ({_R}; searched, no format page) ¦ {{A32}} ¦ $ http POST https://api.mondu.ai/api/v1/orders Api-Token:{{t}} currency=EUR\nHTTP/1.1 401 Unauthorized\n{{"errors":[{{"details":"Invalid API token"}}]}}
footprint basic ¦ Footprint, a secret API key as the basic-auth user ({_R}; searched, no format page) ¦ sk_{{A40}} ¦ curl https://api.onefootprint.com/users/fp_id_test_3K1/vault/decrypt -u {{t}}: -d '{{"fields":["id.ssn9"],"reason":"support"}}'
dojah headers ¦ Dojah, AppId and a secret key in Authorization ({_R}; searched, no format page) ¦ prod_sk_{{A24}} ¦ fetch('https://api.dojah.io/api/v1/kyc/nin?nin=70123456789', {{ headers: {{ AppId: '6421f5c6e8b2', Authorization: '{{t}}' }} }})
youverify token ¦ Youverify, a token header ({_R}; searched, no format page) ¦ {{A40}} ¦ YouverifyError: 401 {{"message":"Unauthorized"}} — request headers: token={{t}}, content-type=application/json
hokodo token ¦ Hokodo, Authorization: Token ({_R}; searched, no format page) ¦ {{h40}} ¦ GET /v1/organisations/org-2b9c HTTP/1.1\nHost: api-sandbox.hokodo.co\nAuthorization: Token {{t}}
vouched key ¦ Vouched, X-API-Key of a job submission ({_R}; searched, no format page) ¦ {{A30}} ¦ vouched submit --job-type id-verification --key {{t}} --photo selfie.jpg\nerror: 401 Invalid API key
pagero basic ¦ Pagero Online, API user and password in a connector config ({_R}) ¦ {{p}} ¦ <pageroConnector endpoint="https://api.pageroonline.com/v1" user="ACME_API_01" password="{{t}}" companyId="SE5566778899"/>
basware oauth ¦ Basware API, client secret of an integration user ({_R}) ¦ {{A40}} ¦ basware_api:\n  tenant: acme-fi\n  client_id: BW-INTEG-77\n  client_secret: {{t}}
sovos soap ¦ Sovos tax compliance, a password in a SOAP UsernameToken ({_R}) ¦ {{p}} ¦ <wsse:UsernameToken><wsse:Username>acme-vat</wsse:Username><wsse:Password Type="#PasswordText">{{t}}</wsse:Password></wsse:UsernameToken>
"""


def vendor2_cases(v: Values) -> list[Case]:
    out = v.table("vendor", ROWS)
    ways = ("context", "note", "oserror", "runtime", "args", "cause", "group", "keyerror")
    return [
        Case(c.kind, c.source, c.text, c.secret, raises=ways[i % len(ways)])
        for i, c in enumerate(out)
    ]
