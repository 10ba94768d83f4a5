"""Held-out set 72: more vendors no earlier set named, formats as remembered (not looked up;
each name grepped for in every earlier ``benchmarks/*heldout*`` file, none matched):
print-on-demand and dropshipping (Printrove, Spreadshirt, Redbubble, Gooten, CJdropshipping,
Spocket, AutoDS, Zendrop, Modalyst, Syncee, DSers, Wholesale2b, Teespring), marketplaces and
classifieds (Poshmark, Depop, Carousell, Marktplaats, Wallapop, Bonanza, Newegg, Jiji,
Rozetka, Sahibinden, Dubizzle, Kijiji, Gumtree, Leboncoin, Craigslist), web3 infrastructure
(Pimlico, Biconomy, ZeroDev, Chainbase, Subsquid, Nodit, NFTPort, Bitski, Mintbase,
SimpleHash, Ethplorer, Solscan, Arkham, Transpose, DeBank, Irys, Arweave, Lit Protocol,
Unifra, Validation Cloud, 1RPC) and more marketplaces (Linio, Konga, Fnac, Kaufland,
Digikala, Blibli, Daraz, Snapdeal, IndiaMART, Storenvy, Payhip, Gmarket, Sendo, Prom.ua).
Nodit, Biconomy and Chainbase name the pages the ``search`` tool gave.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
printrove bearer ¦ Printrove merchant API, Bearer token, as remembered ¦ {A60} ¦ [printrove] POST /api/external/orders 401\nAuthorization: Bearer {t}
spreadshirt apikey ¦ Spreadshirt API key and secret in an .ini, as remembered ¦ {h36} ¦ [spreadshirt]\napi_key = 3f1e2d9c-shop-1182\nsecret = {t}\nshop_id = 1182
redbubble session ¦ Redbubble seller session cookie in a scraper log, as remembered ¦ {A48} ¦ DEBUG Cookie: _rb_session={t}; locale=en-AU
gooten recipe ¦ Gooten RecipeId and PartnerBillingKey, as remembered ¦ {b44} ¦ POST https://api.print.io/api/v/5/source/api/orders/?recipeid=7a3c1e5f-2b4d-4f6a-8c0e-1d3b5f7a9c2e\n{"Payment": {"PartnerBillingKey": "{t}"}}
cjdropshipping token ¦ CJdropshipping CJ-Access-Token header, as remembered ¦ {h32} ¦ curl -H "CJ-Access-Token: {t}" https://developers.cjdropshipping.com/api2.0/v1/product/list?pageNum=1
spocket yaml ¦ Spocket partner API key in a YAML config, as remembered ¦ {A40} ¦ spocket:\n  store: mi-tiendita\n  partner_api_key: {t}\n  sync_interval: 15m
autods toml ¦ AutoDS API token in a TOML config, as remembered ¦ {u48} ¦ [autods]\nstore_id = 552210\ntoken = "{t}"
zendrop props ¦ Zendrop API key in a Java properties file, as remembered ¦ {A32} ¦ zendrop.base-url=https://app.zendrop.com/api\nzendrop.api-key={t}\nzendrop.retry=3
modalyst xml ¦ Modalyst API token in an XML config, as remembered ¦ {h40} ¦ <supplier name="modalyst">\n  <endpoint>https://modalyst.co/api/v2</endpoint>\n  <token>{t}</token>\n</supplier>
syncee hcl ¦ Syncee API key in a Terraform variable file, as remembered ¦ {A44} ¦ syncee_api_key = "{t}"\nsyncee_region  = "eu"
dsers go ¦ DSers access token in a Go client, as remembered ¦ {A64} ¦ client := dsers.NewClient(dsers.Config{\n    StoreID:     "8812",\n    AccessToken: "{t}",\n})
wholesale2b php ¦ Wholesale2b API key in PHP, as remembered ¦ {h32} ¦ $w2b = new Wholesale2b\\Client('{t}');\n$w2b->products()->all(['page' => 2]);
teespring csv ¦ Teespring (Spring) storefront tokens printed bare by a CSV export, as remembered ¦ {A40} ¦ store,owner,api_token,created\nhoodies-co,ana@hoodies.co,{t},2026-11-03
poshmark cookie ¦ Poshmark web session cookie in a HAR-like log, as remembered ¦ {u64} ¦ GET https://poshmark.com/api/vm-rest/users/closet 401\nCookie: _web_session={t}; ui=%7B%22dh%22%3A1%7D
depop bearer ¦ Depop seller API Bearer token in a Python exception, as remembered ¦ {A40} ¦ httpx.HTTPStatusError: Client error '401 Unauthorized' for url 'https://webapi.depop.com/api/v2/shop/listings'\nrequest headers: {'authorization': 'Bearer {t}'}
carousell ruby ¦ Carousell partner client secret in Ruby, as remembered ¦ {h48} ¦ Carousell.configure do |c|\n  c.client_id = "cs-4471"\n  c.client_secret = "{t}"\nend
marktplaats oauth ¦ Marktplaats OAuth client secret in a .env, as remembered ¦ {A36} ¦ MARKTPLAATS_CLIENT_ID=mp-advert-sync\nMARKTPLAATS_CLIENT_SECRET={t}
wallapop kotlin ¦ Wallapop pro API key in Kotlin, as remembered ¦ {A40} ¦ val api = WallapopPro(apiKey = "{t}", region = "ES")
bonanza dev ¦ Bonanza dev and cert names in a request, as remembered ¦ {A32} ¦ POST https://api.bonanza.com/api_requests/secure_request\nX-BONANZLE-API-DEV-NAME: bnz-dev-0412\nX-BONANZLE-API-CERT-NAME: {t}
newegg seller ¦ Newegg Marketplace SecretKey header, as remembered ¦ {uuid} ¦ Authorization: 7f1c2e3d4b5a69788a9b0c1d2e3f4a5b\nSecretKey: {t}\nContent-Type: application/json
jiji csharp ¦ Jiji partner API token in C#, as remembered ¦ {A48} ¦ var jiji = new JijiClient(new JijiOptions { Country = "NG", ApiToken = "{t}" });
rozetka seller ¦ Rozetka seller API password in a JSON login body, as remembered ¦ {p} ¦ POST https://api-seller.rozetka.com.ua/sites\n{"username": "shop_kyiv_14", "password": "{t}"}
sahibinden log ¦ Sahibinden store API key in a debug log, as remembered ¦ {h40} ¦ 2026-12-07 08:51:02 DEBUG sahibinden.client ilan güncelleme: store=4410 api_key={t}
dubizzle swift ¦ Dubizzle partner token in Swift, as remembered ¦ {A44} ¦ let client = DubizzleClient(token: "{t}", market: .uae)
kijiji header ¦ Kijiji partner API key header, as remembered ¦ {h32} ¦ X-ECG-Authorization-User: id="feed-sync", token="{t}"
gumtree ci ¦ Gumtree feed upload secret in a GitHub Actions step, as remembered ¦ {A40} ¦ - run: ./upload-feed.sh\n  env:\n    GUMTREE_FEED_SECRET: {t}
leboncoin api ¦ leboncoin pro API key header, as remembered ¦ {A36} ¦ $ curl -H "api_key: {t}" https://api.leboncoin.fr/api/pro/v1/ads\n{"message":"unauthorized"}
craigslist bulk ¦ Craigslist bulk posting account password in a form body, as remembered ¦ {p} ¦ POST https://post.craigslist.org/bulk-rss/post\naccount=ads@muebles.mx&password={t}&area=mex
pimlico url ¦ Pimlico bundler URL with apikey query parameter, as remembered ¦ pim_{A22} ¦ const bundlerUrl = "https://api.pimlico.io/v2/8453/rpc?apikey={t}"
biconomy bundler ¦ docs.biconomy.io/3.0/dashboard (bundler URL ending in a key of two dot-joined parts) ¦ {A9}.{uuid} ¦ BICONOMY_BUNDLER_URL=https://bundler.biconomy.io/api/v2/137/{t}
zerodev project ¦ ZeroDev RPC with project id (public) and an API secret, as remembered ¦ {h64} ¦ ZERODEV_PROJECT_ID=2f1c6c5d-0b9e-4a3f-8d7c-5e6f7a8b9c0d\nZERODEV_API_SECRET={t}
chainbase header ¦ skills.sh chainbase-openapi-skill (a Chainbase API key for api.chainbase.online), header as remembered ¦ {A27} ¦ curl https://api.chainbase.online/v1/account/nfts?chain_id=1&address=0x4b20 -H "x-api-key: {t}"
subsquid deploy ¦ Subsquid sqd auth -k, as remembered ¦ sqd_{A40} ¦ $ sqd auth -k {t}\nError: invalid deployment key
nodit header ¦ developer.nodit.io/guides/api-key (X-API-KEY header or the key in the endpoint path) ¦ {A32} ¦ POST https://web3.nodit.io/v1/ethereum/mainnet/token/getTokenPricesByContracts\nX-API-KEY: {t}
nftport auth ¦ NFTPort Authorization header with a bare key, as remembered ¦ {uuid} ¦ requests.post("https://api.nftport.xyz/v0/mints/easy/urls", headers={"Authorization": "{t}"}, json=payload)
bitski secret ¦ Bitski app credentials in a .env, as remembered ¦ {A48} ¦ BITSKI_CLIENT_ID=2b1f8c0e-1a3d-4e5f-9a7b-c6d8e0f2a4b6\nBITSKI_CLIENT_SECRET={t}
mintbase near ¦ Mintbase minter private key in a NEAR credentials JSON, as remembered ¦ ed25519:{A87} ¦ {"account_id":"tienda.mintbase1.near","public_key":"ed25519:8hJ2kL9mN4pQ6rS1tU3vW5xY7zA2bC4dE6fG8hJ1kL3m","private_key":"{t}"}
simplehash header ¦ SimpleHash X-API-KEY with a key of two joined parts, as remembered ¦ {l24}_sk_{uuid}_{l32} ¦ X-API-KEY: {t}\naccept: application/json
ethplorer query ¦ Ethplorer apiKey query parameter, as remembered ¦ {A5}-{A7}-{A5} ¦ GET https://api.ethplorer.io/getAddressInfo/0x9f2d?apiKey=EK-{t} -> 401
solscan token ¦ Solscan pro API token header, as remembered ¦ eyJ{u120} ¦ token: {t}\nGET https://pro-api.solscan.io/v2.0/account/transfer?address=9xQe
arkham key ¦ Arkham Intel API-Key header, as remembered ¦ {uuid} ¦ $ http https://api.arkhamintelligence.com/intelligence/address/0x71c7 API-Key:{t}
transpose key ¦ Transpose X-API-KEY in a notebook cell output, as remembered ¦ {A32} ¦ Out[4]: {'X-API-KEY': '{t}', 'Content-Type': 'application/json'}
debank access ¦ DeBank Cloud AccessKey header, as remembered ¦ {h40} ¦ curl -H "AccessKey: {t}" "https://pro-openapi.debank.com/v1/user/total_balance?id=0x5853"
irys wallet ¦ Irys uploader with a private key flag, as remembered ¦ {h64} ¦ $ irys upload ./catalogo.json -n mainnet -t ethereum -w {t}\nError: insufficient balance
arweave jwk ¦ Arweave JWK wallet file, the private exponent d, as remembered ¦ {u342} ¦ {"kty":"RSA","n":"sq9JbppKLlAKtQwalfX5DagnGMlTirditXk7y4jgoeA7DEM0Z6cVPE5xMQ9kz_T9VppP6BFHtHyZCZODercEVWipzkr36tfQkR5EDGUQyLivdxUzbWgVkzw7D27PJEa4cd1Uy6r18rYLqERgbRvAZph5YJZmpSJk7r3MwnQquuktjvSpfCLFwSxP1w879-ss_JalM9ICzRi38henONio8gll6GV9-omrWwRMZer_15bspCK5txCwpY137nfKwKD5YBAuzxxcj424M7zlSHlsafBwaRwFbf8gHtW03iJER4lR4GxeY0WvnYaB3KDISHQp53a9nlbmiWO5WcHHYsR83OT2eJ0Pl3RWA-_imk_SNwGQTCjmA6tf_UVwL8HzYS2iyuu85b7iYK9ZQoh8nqbNC6qibICE4h9Fe3bN7AgitIe9XzCTOXDfMr4ahjC8kkqJ1z4zNAI6-Leei_Mgd8JtZh2vqFNZhXK0lSadFl_9Oh3AET7tUds2E7s-6zpRPd9oBZu6-kNuHDRJ6TQhZSwJ9ZO5HYsccb_G_1so72aXJymR9ggJgWr4J3bawAYYnqmvmzGklYOlE_5HVnMxf-UxpT7ztdsHbc9QEH6W2bzwxbpjTczEZs3JCCB3c-NewNHsj9PYM3b5tTlTNP9kNAwPZHWpt11t79LuNkNGt9LfOek","e":"AQAB","d":"{t}"}
lit capacity ¦ Lit Protocol capacity-credit owner private key in a .env, as remembered ¦ 0x{h64} ¦ LIT_NETWORK=datil\nLIT_CAPACITY_CREDIT_OWNER_PRIVATE_KEY={t}
linio seller ¦ Linio Seller Center API key in a .env, as remembered ¦ {h40} ¦ LINIO_USER_ID=ventas@tienda.mx\nLINIO_API_KEY={t}
konga merchant ¦ Konga merchant API secret in a PHP config, as remembered ¦ {A40} ¦ 'konga' => [\n    'merchant_id' => 'KNG-44120',\n    'secret' => '{t}',\n],
fnac marketplace ¦ Fnac Marketplace partner key in an XML auth request, as remembered ¦ {uuid} ¦ <auth xmlns="http://www.fnac.com/schemas/mp-dialog.xsd">\n  <partner_id>8E3C1F22-0A4B-4D6E-9F80-1A2B3C4D5E6F</partner_id>\n  <shop_id>6D1F9E7A-2B3C-4A5D-8E6F-7A8B9C0D1E2F</shop_id>\n  <key>{t}</key>\n</auth>
kaufland seller ¦ Kaufland Seller API secret key in a Java properties file, as remembered ¦ {h64} ¦ kaufland.client-key=8f3a0c1d2e4b5a6978a0b1c2d3e4f506\nkaufland.secret-key={t}
digikala seller ¦ Digikala seller API token header, as remembered ¦ {A48} ¦ GET https://seller.digikala.com/api/v1/orders/ 401\nAuthorization: Bearer {t}
blibli seller ¦ Blibli seller API key header, as remembered ¦ {A36} ¦ curl -H "Api-Seller-Key: {t}" -H "Signature-Time: 1765097100" https://api.blibli.com/v2/proxy/seller/v1/orders
daraz app ¦ Daraz open platform app secret in a Python SDK call, as remembered ¦ {A32} ¦ client = lazop.LazopClient("https://api.daraz.pk/rest", "501244", "{t}")
snapdeal seller ¦ Snapdeal seller API auth token and client id, as remembered ¦ {A36} ¦ X-Seller-AuthZ-Token: {t}\nX-Auth-Client-Id: 1204\nX-Auth-Token: 7f1c8e2a
indiamart crm ¦ IndiaMART lead manager CRM key in a query string, as remembered ¦ {A48} ¦ GET https://mapi.indiamart.com/wservce/crm/crmListing/v2/?glusr_crm_key={t}&start_time=06-Dec-2026
storenvy oauth ¦ Storenvy OAuth client secret in a Rails credentials dump, as remembered ¦ {h64} ¦ storenvy:\n  client_id: 2f1a7c9e0b3d5f\n  client_secret: {t}
payhip webhook ¦ Payhip API key verifying webhooks, as remembered ¦ {h40} ¦ if hashlib.sha256(b"{t}").hexdigest() != payload["signature"]:\n    raise PermissionError("payhip signature mismatch")
gmarket esm ¦ Gmarket ESM+ API secret in a Korean seller tool config, as remembered ¦ {A44} ¦ [esmplus]\n판매자ID = tienda_kr\nsecret_key = {t}
sendo shop ¦ Sendo shop secret key in a JSON config, as remembered ¦ {h32} ¦ {"sendo": {"shop_key": "a1b2c3d4e5f60718", "secret_key": "{t}"}}
prom ua ¦ Prom.ua API token header, as remembered ¦ {h40} ¦ $ curl -H "Authorization: Bearer {t}" https://my.prom.ua/api/v1/orders/list\n{"error": "Невірний токен"}
unifra rpc ¦ Unifra RPC URL with a key in the path, as remembered ¦ {h32} ¦ RPC_URL=https://eth-mainnet.unifra.io/v1/{t}
validation cloud ¦ Validation Cloud node URL with a key in the path, as remembered ¦ {u43} ¦ ws = new WebSocket("wss://mainnet.ethereum.validationcloud.io/v1/wss/{t}")
onerpc key ¦ 1RPC private relay key header, as remembered ¦ {A32} ¦ POST https://1rpc.io/eth\nx-1rpc-key: {t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third]), raises="runtime"),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="cause"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="group"),
    ]
