"""Innocent set 72: ids from set 72's domains (marketplace orders and listings, dropshipping
and print-on-demand fulfilment, classifieds, web3 indexers, NFT APIs and wallets: public
addresses, transaction and block hashes, token ids), flags and settings named like
credentials, and parse errors quoting ordinary values. Each vendor's name was grepped for in
every earlier ``benchmarks/*heldout*`` file first, as for the secrets.
"""

from __future__ import annotations

DOMAINS = r"""
⟦order 4410-«d7»⟧ shipped by Printrove: ⟦AWB «U12»⟧, ⟦courier Delhivery⟧
Spocket sync: ⟦product «d9»⟧ ⟦variant «d11»⟧ price changed ⟦12.40 → 13.10 EUR⟧
CJdropshipping: ⟦pid «H16»⟧ out of stock in ⟦warehouse CN⟧, ⟦vid «H16»⟧ still available
AutoDS monitor: ⟦ASIN B0«U8»⟧ ⟦Buy Box lost⟧ to seller ⟦A«U13»⟧
Gooten order ⟦«uuid»⟧ ⟦status: InProduction⟧ ⟦recipe «uuid»⟧
Spreadshirt design ⟦«d9»⟧ rejected: ⟦image under 200 dpi⟧
Redbubble work ⟦«d8»⟧ ⟦tagged 15 times⟧, ⟦product 34 of 70 enabled⟧
Teespring listing ⟦hoodie-«l8»⟧ ⟦sold 212⟧ ⟦payout pending⟧
DSers mapping: ⟦AliExpress item «d16»⟧ → ⟦Shopify variant «d14»⟧
Wholesale2b feed row ⟦SKU W2B-«U10»⟧ ⟦qty 0⟧ skipped
Poshmark listing ⟦«h24»⟧ ⟦price drop 15%⟧ ⟦offers: 3⟧
Depop item ⟦«d9»⟧ ⟦marked sold⟧ by ⟦@vintage_lisboa⟧
Carousell listing ⟦«d10»⟧ ⟦bumped⟧ in ⟦Singapore / Furniture⟧
Marktplaats advertentie ⟦m«d10»⟧ ⟦verloopt over 3 dagen⟧
Wallapop item ⟦«l12»⟧ ⟦reservado⟧ por ⟦usuario 88123⟧
Newegg order ⟦«d9»⟧ ⟦SellerPartNumber NE-«U8»⟧ ⟦ship by 12/09⟧
Jiji advert ⟦«d10»⟧ in ⟦Lagos, Ikeja⟧ ⟦views 1 204⟧
Rozetka замовлення ⟦«d9»⟧ ⟦статус: відправлено⟧ ⟦ТТН 20450«d9»⟧
Sahibinden ilan no ⟦«d10»⟧ ⟦yayından kaldırıldı⟧
Dubizzle listing ⟦«d9»⟧ ⟦Dubai Marina⟧ ⟦AED 95,000⟧
Kijiji ad ⟦«d10»⟧ ⟦Toronto (GTA)⟧ ⟦reposted⟧
leboncoin annonce ⟦«d10»⟧ ⟦en attente de modération⟧
Goldsky subgraph ⟦pedidos/1.0.0⟧ ⟦synced to block 21«d6»⟧ ⟦lag 3 blocks⟧
Subsquid squid ⟦tienda-indexer@v4⟧ ⟦processor at 19«d6»⟧
Zerion wallet ⟦0x«h40»⟧ ⟦positions: 17⟧ ⟦total $4,210.55⟧
Rarible item ⟦ETHEREUM:0x«h40»:«d5»⟧ ⟦listed 0.42 ETH⟧
Magic Eden collection ⟦okay_bears⟧ ⟦floor 9.8 SOL⟧ ⟦listed 312⟧
Crossmint order ⟦«uuid»⟧ ⟦phase: delivery⟧ ⟦locator email:buyer@tienda.mx:polygon⟧
tx ⟦0x«h64»⟧ ⟦confirmed in block 19«d6»⟧ ⟦gas used 84 113⟧
Solscan: signature ⟦«A87»⟧ ⟦status Success⟧ ⟦fee 0.000005 SOL⟧
Arweave tx ⟦«A43»⟧ ⟦confirmations 25⟧ ⟦size 12 KB⟧
Irys receipt ⟦«A43»⟧ ⟦bundle uploaded⟧
Chainbase: NFT ⟦contract 0x«h40»⟧ ⟦token_id «d19»⟧ ⟦owner 0x«h40»⟧
Pimlico: userOp ⟦0x«h64»⟧ ⟦included⟧ ⟦entryPoint 0x0000000071727De22E5E9d8BAf0edAc6f37da032⟧
Biconomy smart account ⟦0x«h40»⟧ ⟦deployed⟧ ⟦chain 137⟧
Lit Protocol PKP ⟦token id 0x«h64»⟧ ⟦public key 0x04«h128»⟧
Mintbase store ⟦tienda.mintbase1.near⟧ ⟦minted 12 tokens⟧
Ethplorer: token ⟦0x«h40»⟧ ⟦holders 8 412⟧ ⟦decimals 18⟧
Arkham entity ⟦binance-hot-wallet-14⟧ ⟦address 0x«h40»⟧
block hash ⟦0x«h64»⟧ ⟦parent 0x«h64»⟧
IPFS CID ⟦bafybei«l52»⟧ ⟦pinned⟧
ENS name ⟦tienda.eth⟧ resolves to ⟦0x«h40»⟧
eksctl: ⟦cluster tienda⟧ ⟦nodegroup ng-1⟧ ⟦AMI ami-0«h16»⟧
kubectl: ⟦pod checkout-7c9f«l6»-«l5»⟧ ⟦Running⟧ ⟦restarts 0⟧
helm: ⟦release pedidos⟧ ⟦revision 14⟧ ⟦chart postgresql-15.5.20⟧
argocd: ⟦app tienda-api⟧ ⟦Synced⟧ ⟦Healthy⟧ ⟦revision «h40»⟧
docker: ⟦image sha256:«h64»⟧ ⟦tag registry.tienda.mx/api:3.2⟧
az: ⟦subscription «uuid»⟧ ⟦resource group rg-tienda-prod⟧
gcloud: ⟦project tienda-prod⟧ ⟦operation operation-«d13»-«h8»⟧ ⟦DONE⟧
aws: ⟦RequestId «uuid»⟧ ⟦arn:aws:iam::«d12»:role/tienda-deployer⟧
"""

FLAGS = r"""
⟦PASSWORD_MIN_LENGTH=12⟧ ⟦PASSWORD_REQUIRE_SYMBOL=true⟧
⟦seller.api_key_rotation_days: 90⟧
⟦npm config get always-auth⟧ → ⟦false⟧
⟦CARGO_REGISTRIES_CRATES_IO_PROTOCOL=sparse⟧
⟦argocd: passwordMtime⟧ ⟦2026-11-02T10:00:00Z⟧
⟦kubectl create secret --dry-run=client⟧ ⟦secret/ebay-like-feed created (dry run)⟧
⟦automountServiceAccountToken: false⟧
⟦az keyvault secret list⟧ returned ⟦14 names⟧, ⟦values not shown⟧
⟦webhook_secret_configured: yes⟧ ⟦signing: HMAC-SHA256⟧
⟦token_count: 4096⟧ ⟦max_tokens: 8192⟧
⟦pin_required=false⟧ ⟦pin_length=6⟧
⟦has_passphrase: no⟧ for ⟦wallet hot-2⟧
⟦TOKEN_TTL_SECONDS=3600⟧
⟦secretRef: marketplace-credentials⟧ ⟦key: client-secret⟧
⟦imagePullSecrets: [regcred]⟧
⟦AWS_PROFILE=tienda-prod⟧ ⟦AWS_REGION=eu-central-1⟧
⟦--password-stdin⟧ used; ⟦Login Succeeded⟧
⟦recovery_codes_remaining: 7⟧
⟦api_key_last4: 9f2c⟧
⟦flux: secretRef flux-system⟧ ⟦interval 1m0s⟧
⟦goldsky secret list⟧ ⟦NAME POSTGRES_SINK⟧ ⟦TYPE jdbc⟧
⟦GOOGLE_APPLICATION_CREDENTIALS=/var/run/secrets/gcp/key.json⟧
⟦X-RateLimit-Remaining: 118⟧ ⟦X-RateLimit-Limit: 120⟧
⟦Kennwort abgelaufen: nein⟧
⟦Пароль изменён: 2026-11-30⟧
⟦パスワード有効期限: 90日⟧
⟦密码强度：强⟧
⟦twine --skip-existing⟧ ⟦1 file skipped⟧
⟦otp_enabled: true⟧ ⟦otp_issuer: Tienda⟧
⟦ssh key fingerprint SHA256:«b64_43»⟧
"""

PARSE = r"""
invalid price ⟦'12,40 EUR'⟧ in row ⟦88⟧ of ⟦feed-«d8».csv⟧
could not parse date ⟦'07/12/2026'⟧ for ⟦order «d9»⟧
expected hex address, got ⟦'tienda.eth'⟧
SKU ⟦W2B-«U10»⟧ has ⟦2 variants with the same option⟧
YAML error in ⟦values-prod.yaml⟧ line ⟦41⟧: ⟦mapping values are not allowed here⟧
JSON decode error at ⟦char 212⟧ in ⟦listing «d10»⟧
chain id ⟦'polygon'⟧ is not an integer
invalid token id ⟦'«d19»x'⟧
unknown currency ⟦'XBT'⟧ in ⟦payout «d8»⟧
ABI mismatch: ⟦function transferFrom(address,address,uint256)⟧ not in ⟦ERC1155⟧
kubectl: error parsing ⟦deploy.yaml⟧: ⟦error converting YAML to JSON⟧ ⟦line 17⟧
helm: ⟦template: pedidos/templates/secret.yaml:9:20⟧ ⟦nil pointer evaluating .Values.auth⟧
eksctl: ⟦cluster.yaml⟧ ⟦unknown field "nodeGroupz"⟧
az: ⟦--name⟧ ⟦'tienda deployer'⟧ ⟦contains spaces⟧
invalid CID ⟦'Qm«A20»'⟧: ⟦too short⟧
ISBN-like code ⟦978-«d10»⟧ rejected for ⟦category Books⟧
EAN ⟦«d13»⟧ ⟦checksum mismatch⟧
postal code ⟦'110 001'⟧ not valid for ⟦IN⟧
TTN ⟦20450«d9»⟧ ⟦not found⟧
IBAN ⟦DE89 3704 0044 0532 0130 00⟧ ⟦format ok⟧ ⟦account unknown⟧
cannot parse gas price ⟦'30 gwei'⟧ as ⟦uint256⟧
invalid ENS name ⟦'tienda..eth'⟧ (empty label)
bad seller id ⟦'A«U13»'⟧: expected ⟦14 characters⟧
malformed ARN ⟦arn:aws:iam::«d12»:rolle/deployer⟧
unexpected token ⟦'}'⟧ at ⟦line 12, column 3⟧ of ⟦values-prod.json⟧
"""
