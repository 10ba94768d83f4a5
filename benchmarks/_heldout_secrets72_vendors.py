"""Held-out set 72: vendors no earlier set named, formats looked up with the ``search`` tool
(corpus ``docs``), each case naming the page: wallets-as-a-service, indexers and NFT APIs
(Crossmint, Goldsky, Rarible, Zerion, Magic Eden, Falabella Seller Center, Safe, Big Cartel,
BlockPI). Twenty vendors were searched: these nine gave a format; Nodit, Biconomy and
Chainbase gave one too and sit in ``_heldout_secrets72_vendors2.py`` naming their pages;
Web3Auth's page calls its client id public (an innocent here); Mercado Libre's pages gave the
OAuth flow only (an earlier set named it, so it is only in agent results); Pimlico, Printrove,
DeBank, Meesho and Printify and Etsy (both named by earlier sets) gave nothing used. Each name was grepped for in every earlier ``benchmarks/*heldout*`` file first;
none matched.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
crossmint env ¦ docs.crossmint.com/introduction/platform/api-keys/server-side (X-API-KEY, sk_ server keys) ¦ sk_production_{A86} ¦ CROSSMINT_API_URL=https://www.crossmint.com/api\nCROSSMINT_API_KEY={t}\nCROSSMINT_PROJECT=7d2f0a1c
crossmint curl ¦ docs.crossmint.com/payments/concepts/environments-and-api-keys (x-api-key set to an sk_ key) ¦ sk_staging_{A86} ¦ $ curl -s -X POST https://staging.crossmint.com/api/2022-06-09/orders -H "x-api-key: {t}" -H "content-type: application/json" -d '{"recipient":{"email":"buyer@tienda.mx"}}'\n{"error":true,"message":"Malformed API key"}
crossmint ts ¦ docs.crossmint.com/payments/headless/guides/client-or-server (route.ts headers) ¦ sk_production_{A80} ¦ const crossmintAPIHeaders = {\n  accept: "application/json",\n  "x-api-key": "{t}", // TODO move to env before merge\n};
goldsky login ¦ docs.goldsky.com/reference/cli (goldsky login --token) ¦ {l40} ¦ $ goldsky login --token {t}\n✖ Invalid API token. Create one on your Project Settings page.
goldsky action ¦ github.com/marketplace/actions/goldsky-deploy (api_key input) ¦ {l40} ¦ - name: Deploy Subgraph\n  uses: goldsky-io/goldsky-deploy@latest\n  with:\n    api_key: {t}\n    subgraph_name: "pedidos-marketplace"\n    path: "."
goldsky rest ¦ docs.goldsky.com/api-reference/overview (Bearer API key, RFC 9457 errors) ¦ {l40} ¦ GET /api/v1/subgraphs HTTP/1.1\nHost: api.goldsky.com\nAuthorization: Bearer {t}\n\nHTTP/1.1 401 Unauthorized\nContent-Type: application/problem+json\n{"type":"https://docs.goldsky.com/errors/unauthorized","detail":"API key revoked"}
rarible header ¦ socket.dev/npm/package/@rarible/ethereum-api-client (X-API-KEY header) ¦ {uuid} ¦ $ http GET https://api.rarible.org/v0.1/items/byOwner owner==ETHEREUM:0x6c3e5fa1b2d94e07 X-API-KEY:{t}\nHTTP/1.1 403 Forbidden
rarible sdk ¦ help.rarible.com article 16934787040525 (API keys from the dashboard), SDK call remembered ¦ {uuid} ¦ const sdk = createRaribleSdk(wallet, "prod", {\n  apiKey: "{t}",\n});
zerion export ¦ skills.sh/zeriontech/zerion-ai/zerion-cli (zk_dev_ keys, Basic auth with the key as user) ¦ zk_dev_{h32} ¦ export ZERION_API_KEY="{t}"\nnpx zerion-cli wallet analyze 0x91f0c0b7a6e2d43f
zerion basic ¦ skills.sh/zeriontech/zerion-ai/zerion-cli (HTTP Basic, key as username, empty password) ¦ zk_dev_{h32} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://{t}:@api.zerion.io/v1/wallets/0x91f0c0b7a6e2d43f/positions/
magic eden bearer ¦ api-evangelist magic-eden plans (instruction endpoints need a Bearer API key) ¦ {uuid} ¦ GET https://api-mainnet.magiceden.dev/v2/instructions/buy_now?buyer=7xKq...&tokenMint=9pQz...\nAuthorization: Bearer {t}\n-> 401 {"msg":"invalid api key"}
magic eden py ¦ api-evangelist magic-eden plans, key in a python client remembered ¦ {uuid} ¦ client = MagicEdenClient(\n    chain="solana",\n    api_key="{t}",\n    timeout=15,\n)
falabella sdk ¦ npmjs.com/package/falabella-seller-center-sdk (apiKey of 40 characters and a userId email) ¦ {h40} ¦ const falabellaSellerCenter = new FalabellaSellerCenter("{t}", "ventas@tienda.cl")
falabella py ¦ pypi.org/project/FalabellaAPIClient (user, key, HMAC-SHA256 signing) ¦ {h40} ¦ FalabellaAPIError: E009 Access Denied\n  client = FalabellaClient(user="ventas@tienda.co", key="{t}", service="falabella", country="co")
safe bearer ¦ docs.safe.global/core-api/how-to-use-api-keys (the API key is a JWT, sent as Bearer) ¦ eyJhbGciOiJIUzI1NiJ9.eyJ{u90}.{u43} ¦ $ curl -X GET "https://api.safe.global/tx-service/eth/api/v2/safes/0x5a1c9e2b7d4f8a3c6e0b1d2f4a6c8e0b2d4f6a8c/multisig-transactions" -H "Authorization: Bearer {t}"\n{"detail":"Given token not valid for any token type"}
safe apikit ¦ docs.safe.global/core-api/how-to-use-api-keys (SafeApiKit with an apiKey) ¦ eyJhbGciOiJIUzI1NiJ9.eyJ{u96}.{u43} ¦ const apiKit = new SafeApiKit({\n  chainId: 137n,\n  apiKey: "{t}",\n})
bigcartel ruby ¦ rubydoc.info/gems/bigcartel-api (an OAuth access token as Bigcartel.api_key) ¦ {A40} ¦ Bigcartel.api_key = '{t}'\nBigcartel::Order.all\n# => Bigcartel::Unauthorized (401)
blockpi rpc ¦ alchemy.com/node-providers/blockpi (public RPC at /v1/rpc/public; a private endpoint's key in its place, as remembered) ¦ {h40} ¦ Error: could not detect network (event="noNetwork", url="https://polygon.blockpi.network/v1/rpc/{t}")
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    return [
        *v.table("vendor", "\n".join(rows[:6]), raises="note"),
        *v.table("vendor", "\n".join(rows[6:12]), raises="keyerror"),
        *v.table("vendor", "\n".join(rows[12:]), raises="process"),
    ]
