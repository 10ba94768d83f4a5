"""Held-out set 5: more vendors' published token shapes (payments, mail and messaging, AI APIs,
regional clouds, identity), each in the message its SDK, CLI or server prints.

One case a line: ``name ¦ where the shape is published ¦ token ¦ message`` (see ``table`` in
``_heldout_secrets_harness.py``). None of these vendors is in set 4.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["more_vendor_cases"]

COMMERCE = """
square access token ¦ developer.squareup.com access tokens: EAAA + 60 ¦ EAAA{u60} ¦ squareup.exceptions.ApiError: 401 UNAUTHORIZED AUTHENTICATION_ERROR: This request could not be authorized. (Square-Version 2024-10-17, token {t})
square legacy app secret ¦ developer.squareup.com legacy credentials: sq0csp- + 43 ¦ sq0csp-{u43} ¦ OAuth error: invalid_client; client_secret={t}
stripe webhook signing secret ¦ docs.stripe.com webhooks: whsec_ + 32 ¦ whsec_{A32} ¦ stripe.error.SignatureVerificationError: No signatures found matching the expected signature for payload (endpoint_secret='{t}')
braintree access token ¦ developer.paypal.com braintree: access_token$production$<merchant>$<32 hex> ¦ access_token$production$7hk2p9wq3m${h32} ¦ Braintree::AuthenticationError (access_token: "{t}")
paypal client secret ¦ developer.paypal.com rest: client secret 80 url-safe ¦ {u80} ¦ paypalhttp.http_error.HttpError: {"error":"invalid_client","error_description":"Client Authentication failed"} PAYPAL_CLIENT_SECRET={t}
mollie api key ¦ docs.mollie.com authentication: live_ + 30 alnum ¦ live_{A30} ¦ Mollie\\Api\\Exceptions\\ApiException: [2026-12-03T17:50:11+0000] Error executing API call (401: Unauthorized Request): Missing authentication, or failed to authenticate. Documentation: https://docs.mollie.com/overview/authentication (Authorization: Bearer {t})
checkout.com secret key ¦ checkout.com/docs: sk_sbox_ + 26 base32 ¦ sk_sbox_{a26} ¦ CheckoutAuthorizationException: 401 (secretKey: {t})
razorpay key secret ¦ razorpay.com/docs api keys: key id rzp_live_ + 14, secret 24 ¦ {A24} ¦ razorpay.errors.BadRequestError: Authentication failed (auth=('rzp_live_Q9kL2mN4pX7aZ1', '{t}'))
gocardless access token ¦ developer.gocardless.com: live_ + 40 ¦ live_{u40} ¦ GoCardlessPro::InvalidApiUsageError: 401 access_token_not_found (GC_ACCESS_TOKEN={t})
plaid secret ¦ plaid.com/docs quickstart: secret 30 hex ¦ {h30} ¦ plaid.ApiException: (400) INVALID_API_KEYS: invalid client_id or secret provided; PLAID_SECRET={t}
shippo live token ¦ docs.goshippo.com authentication: shippo_live_ + 40 hex ¦ shippo_live_{h40} ¦ shippo.error.AuthenticationError: Invalid token (Authorization: ShippoToken {t})
easypost api key ¦ docs.easypost.com: EZAK + 54 ¦ EZAK{A54} ¦ EasyPost::Errors::UnauthorizedError: APIKEY.INACTIVE (api_key={t})
flutterwave secret key ¦ developer.flutterwave.com api keys: FLWSECK- + 32 hex + -X ¦ FLWSECK-{h32}-X ¦ {"status":"error","message":"Invalid authorization key","data":null} Authorization: Bearer {t}
duffel access token ¦ duffel.com/docs: duffel_live_ + 43 ¦ duffel_live_{u43} ¦ DuffelError: 401 invalid_authentication (Authorization: Bearer {t})
lob api key ¦ docs.lob.com: live_ + 35 hex ¦ live_{h35} ¦ lob: 401 {"error":{"message":"Your API key is not valid. Please sign up on lob.com to get a valid api key.","status_code":401}} -u {t}:
coinbase cdp api secret ¦ docs.cdp.coinbase.com: base64 ed25519 secret 88 ¦ {b86}== ¦ cdp: UnauthorizedError: invalid api key signature (api_key_secret="{t}")
kraken api secret ¦ docs.kraken.com rest authentication: private key base64 88 ¦ {b86}== ¦ krakenex: ['EAPI:Invalid key'] (API-Sign computed with secret {t})
binance api secret ¦ developers.binance.com: secret key 64 alnum ¦ {A64} ¦ binance.error.ClientError: (401, -2014, 'API-key format invalid.') secretKey={t}
"""

MESSAGING = """
postmark server token ¦ postmarkapp.com/developer api: server tokens are UUIDs ¦ {uuid} ¦ PostmarkDotNet: 10 Bad or missing API token. (X-Postmark-Server-Token: {t})
brevo api key ¦ developers.brevo.com: xkeysib- + 64 hex + - + 16 ¦ xkeysib-{h64}-{A16} ¦ sib_api_v3_sdk.rest.ApiException: (401) Reason: Unauthorized HTTP response body: {"message":"Key not found","code":"unauthorized"} api-key: {t}
brevo smtp key ¦ developers.brevo.com smtp: xsmtpsib- + 64 hex + - + 16 ¦ xsmtpsib-{h64}-{A16} ¦ smtplib.SMTPAuthenticationError: (535, b'5.7.8 Authentication failed') login('9a1f2@smtp-brevo.com', '{t}')
mailchimp api key ¦ mailchimp.com/developer: 32 hex + -us<dc> ¦ {h32}-us21 ¦ mailchimp_marketing.api_client.ApiClientError: 401 API Key Invalid. Your API key may be invalid, or you've attempted to access the wrong datacenter. api_key={t}
mailjet secret key ¦ dev.mailjet.com: API secret 32 hex ¦ {h32} ¦ mailjet_rest: 401 Unauthorized (auth=(MJ_APIKEY_PUBLIC, MJ_APIKEY_PRIVATE='{t}'))
sparkpost api key ¦ developers.sparkpost.com: 40 hex ¦ {h40} ¦ SparkPostAPIException: Call to https://api.sparkpost.com/api/v1/transmissions returned 401, errors: Unauthorized. Authorization: {t}
telegram bot token ¦ core.telegram.org/bots/api: <bot id>:<35 chars> ¦ 7712093384:AA{u33} ¦ telegram.error.InvalidToken: Not Found (https://api.telegram.org/bot{t}/getMe)
discord bot token ¦ discord.com/developers: base64 id . 6 . 38 ¦ MTI4{b20}.G{u5}.{u38} ¦ discord.errors.LoginFailure: Improper token has been passed. DISCORD_TOKEN={t}
slack app-level token ¦ api.slack.com authentication token types: xapp-1-<app>-<n>-<64 hex> ¦ xapp-1-A07QJ2K4L3M-7811234567890-{h64} ¦ slack_bolt: socket mode error: invalid_auth (SLACK_APP_TOKEN={t})
slack signing secret ¦ api.slack.com verifying requests: 32 hex ¦ {h32} ¦ slack_bolt.error.BoltError: Signature mismatch for x-slack-signature v0=9f1b...; signing_secret={t}
line channel access token ¦ developers.line.biz: long-lived channel access token 172 chars ¦ {b170}= ¦ linebot.v3.messaging.exceptions.UnauthorizedException: (401) Authentication failed. Confirm that the access token in the authorization header is valid. Authorization: Bearer {t}
dingtalk robot secret ¦ open.dingtalk.com robot signing: SEC + 64 hex ¦ SEC{h64} ¦ {"errcode":310000,"errmsg":"sign not match"} robot secret {t}
feishu webhook secret ¦ open.feishu.cn custom bot: signing secret 22 ¦ {A22} ¦ {"code":19021,"msg":"sign match fail or timestamp is not within one hour from current time"} (secret: {t})
wechat appsecret ¦ developers.weixin.qq.com: AppSecret 32 hex ¦ {h32} ¦ WxErrorException: {"errcode":40125,"errmsg":"invalid appsecret, rid: 6756c1f3-2a1b"} appid=wx8f3a1b2c4d5e6f70&secret={t}
telnyx api key ¦ developers.telnyx.com: KEY + 32 upper hex + _ + 22 ¦ KEY{H32}_{A22} ¦ telnyx.error.AuthenticationError: 401 Authentication failed (api_key='{t}')
adafruit io key ¦ io.adafruit.com/api/docs: aio_ + 28 ¦ aio_{A28} ¦ Adafruit_IO.errors.RequestError: Adafruit IO request failed: 401 Unauthorized - "invalid API key" (X-AIO-Key: {t})
"""

AI_AND_CLOUDS = """
groq api key ¦ console.groq.com/docs: gsk_ + 52 ¦ gsk_{A52} ¦ groq.AuthenticationError: Error code: 401 - {'error': {'message': 'Invalid API Key', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}} GROQ_API_KEY={t}
perplexity api key ¦ docs.perplexity.ai: pplx- + 48 ¦ pplx-{A48} ¦ openai.AuthenticationError: 401 (base_url=https://api.perplexity.ai, api_key='{t}')
xai api key ¦ docs.x.ai: xai- + 80 ¦ xai-{A80} ¦ httpx.HTTPStatusError: Client error '400 Bad Request' for url 'https://api.x.ai/v1/chat/completions' Incorrect API key provided: {t}
openrouter api key ¦ openrouter.ai/docs: sk-or-v1- + 64 hex ¦ sk-or-v1-{h64} ¦ {"error":{"message":"No auth credentials found","code":401}} OPENROUTER_API_KEY={t}
replicate api token ¦ replicate.com/docs: r8_ + 37 ¦ r8_{A37} ¦ ReplicateError: You did not pass a valid authentication token (REPLICATE_API_TOKEN={t})
pinecone api key ¦ docs.pinecone.io: pcsk_ + id + _ + secret ¦ pcsk_{A6}_{A60} ¦ pinecone.exceptions.UnauthorizedException: (401) Reason: Unauthorized HTTP response body: Invalid API Key Api-Key: {t}
fireworks api key ¦ docs.fireworks.ai: fw_ + 24 ¦ fw_{A24} ¦ fireworks.client.error.AuthenticationError: {"error": {"object": "error", "type": "invalid_request_error", "message": "The API key you provided is invalid."}} FIREWORKS_API_KEY={t}
anyscale endpoint key ¦ docs.anyscale.com: esecret_ + 26 ¦ esecret_{l26} ¦ openai.AuthenticationError: 401 (api_base=https://api.endpoints.anyscale.com/v1, api_key={t})
voyage api key ¦ docs.voyageai.com: pa- + 43 ¦ pa-{u43} ¦ voyageai.error.AuthenticationError: Provided API key is invalid. VOYAGE_API_KEY={t}
tencent cloud secret key ¦ cloud.tencent.com api keys: SecretId AKID + 32, SecretKey 32 ¦ {A32} ¦ [TencentCloudSDKException] code:AuthFailure.SignatureFailure message:The provided credentials could not be validated. SecretId=AKIDz8krbsJ5yKBZQpn74WFkmLPx3gnPhESA SecretKey={t}
yandex cloud api key ¦ yandex.cloud/docs iam api keys: AQVN + 36 ¦ AQVN{u36} ¦ grpc: UNAUTHENTICATED: The token is invalid (Authorization: Api-Key {t})
yandex cloud iam token ¦ yandex.cloud/docs iam tokens: t1.9euelZ + long base64url ¦ t1.9euelZ{u120}.{u86} ¦ yc: ERROR: rpc error: code = Unauthenticated desc = iam token is expired ({t})
volcengine secret key ¦ volcengine.com/docs: AccessKey AKLT + 40, SecretKey 60 base64 ¦ {b60} ¦ volcengine: SignatureDoesNotMatch (VOLC_ACCESSKEY=AKLTZmI5MzQ0ZDM5, VOLC_SECRETKEY={t})
ibm cloud api key ¦ cloud.ibm.com/docs account userapikey: 44 URL-safe ¦ {u44} ¦ ibmcloud login: FAILED Unable to authenticate. BXNIM0415E: Provided API key could not be found. (--apikey {t})
oracle oci auth token ¦ docs.oracle.com oci auth tokens: 20 printable ¦ {A9}({A5}]{A4} ¦ docker login fra.ocir.io -u 'frqz8a/oracleidentitycloudservice/ops@acme.io' -p '{t}': Error response from daemon: unauthorized
digitalocean spaces secret ¦ docs.digitalocean.com spaces keys: access DO00 + 16, secret 43 base64 ¦ {b43} ¦ s3cmd: ERROR: S3 error: 403 (SignatureDoesNotMatch) access_key = DO00XQ7LKM2PZ9R4YB3T secret_key = {t}
wasabi secret key ¦ docs.wasabi.com: secret key 40 ¦ {A40} ¦ aws: An error occurred (InvalidAccessKeyId) when calling the ListBuckets operation (endpoint https://s3.wasabisys.com, aws_secret_access_key = {t})
okta api token ¦ developer.okta.com api tokens: 00 + 40, SSWS scheme ¦ 00{u40} ¦ okta.errors.OktaAPIError: Okta HTTP 401 E0000011 Invalid token provided (Authorization: SSWS {t})
auth0 client secret ¦ auth0.com/docs application credentials: 64 url-safe ¦ {u64} ¦ Auth0 access_denied: Unauthorized (client_id=Q9pL3kZx8vN2mT4bR7yA1cF6hJ0wE5sD, client_secret={t})
onelogin client secret ¦ developers.onelogin.com: 64 hex ¦ {h64} ¦ onelogin: 401 Authentication Failure (client_secret: {t})
age identity ¦ age-encryption.org/v1: AGE-SECRET-KEY-1 + 58 bech32 upper ¦ AGE-SECRET-KEY-1{U58} ¦ sops: Error getting data key: 0 successful groups required, got 0 (SOPS_AGE_KEY={t})
"""


def more_vendor_cases(values: Values) -> list[Case]:
    return [
        *values.table("vendor", COMMERCE),
        *values.table("vendor", MESSAGING),
        *values.table("vendor", AI_AND_CLOUDS),
    ]
