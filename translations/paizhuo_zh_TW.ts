<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
    <context>
        <name>Actions</name>
        <message>
            <source>Flip {card}</source>
            <translation>翻轉 {card}</translation>
        </message>
        <message>
            <source>Shuffle {zone}</source>
            <translation>洗 {zone}</translation>
        </message>
        <message>
            <source>Deal {count} card(s) to everyone</source>
            <translation>每人發 {count} 張牌</translation>
        </message>
        <message>
            <source>Pass the mouse to the next seat</source>
            <translation>把滑鼠交給下一位</translation>
        </message>
        <message>
            <source>Move {card} to {zone}</source>
            <translation>把 {card} 移到 {zone}</translation>
        </message>
        <message>
            <source>Place command</source>
            <translation>擺放兵權</translation>
        </message>
        <message>
            <source>Conscript</source>
            <translation>徵兵</translation>
        </message>
        <message>
            <source>Deploy general</source>
            <translation>遣將</translation>
        </message>
        <message>
            <source>Set general face down</source>
            <translation>伏將</translation>
        </message>
        <message>
            <source>Set stratagem face down</source>
            <translation>伏謀</translation>
        </message>
        <message>
            <source>Equip treasure</source>
            <translation>裝備寶物</translation>
        </message>
        <message>
            <source>Use stratagem</source>
            <translation>謀略發動</translation>
        </message>
        <message>
            <source>Use event</source>
            <translation>使用事件</translation>
        </message>
        <message>
            <source>Flip face up</source>
            <translation>翻轉</translation>
        </message>
        <message>
            <source>Form formation</source>
            <translation>結成陣型</translation>
        </message>
        <message>
            <source>Dissolve formation</source>
            <translation>解散陣型</translation>
        </message>
        <message>
            <source>Use ability</source>
            <translation>發動能力</translation>
        </message>
        <message>
            <source>Attack: battle group {group}</source>
            <translation>進攻：戰團{group}</translation>
        </message>
        <message>
            <source>Defend: battle group {group}</source>
            <translation>防守：戰團{group}</translation>
        </message>
        <message>
            <source>Place {n} damage</source>
            <translation>分配傷害 {n}</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>捨棄</translation>
        </message>
        <message>
            <source>Take</source>
            <translation>選擇</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>跳過</translation>
        </message>
        <message>
            <source>Done declaring attackers</source>
            <translation>結束進攻宣言</translation>
        </message>
        <message>
            <source>Done declaring defenders</source>
            <translation>結束防守宣言</translation>
        </message>
        <message>
            <source>Mulligan</source>
            <translation>重置手牌</translation>
        </message>
        <message>
            <source>Keep hand</source>
            <translation>保留手牌</translation>
        </message>
        <message>
            <source>Take nothing</source>
            <translation>不拿任何牌</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>No</source>
            <translation>否</translation>
        </message>
        <message>
            <source>{player} goes first</source>
            <translation>{player}先行</translation>
        </message>
        <message>
            <source>{player} goes first, counter-clockwise</source>
            <translation>{player}先行，逆時針</translation>
        </message>
        <message>
            <source>Use triggered effect</source>
            <translation>發動觸發效果</translation>
        </message>
        <message>
            <source>Do not use</source>
            <translation>不發動</translation>
        </message>
        <message>
            <source>Place damage</source>
            <translation>分配傷害</translation>
        </message>
        <message>
            <source>Concede</source>
            <translation>認輸</translation>
        </message>
        <message>
            <source>Choose a player</source>
            <translation>選擇一名玩家</translation>
        </message>
        <message>
            <source>Choose an item on the chain</source>
            <translation>選擇連環上的一項</translation>
        </message>
        <message>
            <source>Choose a target</source>
            <translation>選擇一個目標</translation>
        </message>
        <message>
            <source>Member {n} of {card}: {corps}</source>
            <translation>{card} 的第 {n} 名成員：{corps}</translation>
        </message>
        <message>
            <source>Pay: discard {n}</source>
            <translation>代價：捨棄 {n} 張</translation>
        </message>
        <message>
            <source>Pay: sacrifice {n}</source>
            <translation>代價：犧牲 {n} 名</translation>
        </message>
        <message>
            <source>Pay: tap {n}</source>
            <translation>代價：橫置 {n} 名</translation>
        </message>
        <message>
            <source>Re-equip</source>
            <translation>重新裝備</translation>
        </message>
        <message>
            <source>Stop purging</source>
            <translation>結束清理</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>完成</translation>
        </message>
        <message>
            <source>Pause (暫停)</source>
            <translation>暫停</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>繼續</translation>
        </message>
        <message>
            <source>Concede (認輸)</source>
            <translation>認輸</translation>
        </message>
        <message>
            <source>Exchange hand (交換)</source>
            <translation>交換手牌</translation>
        </message>
        <message>
            <source>Role change (角色更換)</source>
            <translation>角色更換</translation>
        </message>
        <message>
            <source>Background text (信息補充)</source>
            <translation>信息補充</translation>
        </message>
        <message>
            <source>Play {card} against {target} ({source})</source>
            <translation>以 {card} 對 {target} 出牌（{source}）</translation>
        </message>
        <message>
            <source>Answer with {card} ({source})</source>
            <translation>以 {card} 應對（{source}）</translation>
        </message>
        <message>
            <source>Purge with {card}</source>
            <translation>以 {card} 清理收牌</translation>
        </message>
        <message>
            <source>Discard collected {card}</source>
            <translation>丟棄收牌 {card}</translation>
        </message>
        <message>
            <source>Discard {card}</source>
            <translation>丟棄 {card}</translation>
        </message>
        <message>
            <source>Give {card} to the plunderer</source>
            <translation>把 {card} 交給掠奪者</translation>
        </message>
        <message>
            <source>Offer {card} in trade</source>
            <translation>以 {card} 交易</translation>
        </message>
        <message>
            <source>Abandon (棄局)</source>
            <translation>棄局</translation>
        </message>
        <message>
            <source>Abandon this round, paying {card} (棄局)</source>
            <translation>本回合棄局，付出 {card}</translation>
        </message>
        <message>
            <source>Rearm</source>
            <translation>重新武裝</translation>
        </message>
        <message>
            <source>Do not rearm</source>
            <translation>不重新裝備</translation>
        </message>
        <message>
            <source>Opt in (加入情況)</source>
            <translation>加入情況</translation>
        </message>
        <message>
            <source>Stay out</source>
            <translation>不加入</translation>
        </message>
        <message>
            <source>Score the trade</source>
            <translation>計分交易</translation>
        </message>
        <message>
            <source>Void the action</source>
            <translation>作廢本次行動</translation>
        </message>
        <message>
            <source>Vote yes: place my collected pile</source>
            <translation>投贊成票：放入我的收牌</translation>
        </message>
        <message>
            <source>Vote no</source>
            <translation>投反對票</translation>
        </message>
        <message>
            <source>Yield my position to {name} (讓位)</source>
            <translation>讓位給 {name}</translation>
        </message>
        <message>
            <source>Accept the offered position</source>
            <translation>接受讓出的位置</translation>
        </message>
        <message>
            <source>Decline the offer</source>
            <translation>拒絕讓位</translation>
        </message>
        <message>
            <source>Reshuffle, way {way} (重洗)</source>
            <translation>重洗（方式 {way}）</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>%1 (%2 bot)</source>
            <translation>%1（%2電腦）</translation>
        </message>
        <message>
            <source>round %1</source>
            <translation>第 %1 回合</translation>
        </message>
        <message>
            <source>A game was not finished (the program was closed or crashed): %1.</source>
            <translation>有一局牌未完成（程式被關閉或當機）：%1。</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Players: %1</source>
            <translation>玩家：%1</translation>
        </message>
        <message>
            <source>Last saved: %1</source>
            <translation>最後儲存：%1</translation>
        </message>
        <message>
            <source>Resume it?</source>
            <translation>要繼續嗎？</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>繼續牌局</translation>
        </message>
        <message>
            <source>A game was not finished (the program was closed or crashed). Resume it?</source>
            <translation>有一局牌未完成（程式被關閉或當機）。要繼續嗎？</translation>
        </message>
        <message numerus="yes">
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n 步</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Bots</name>
        <message>
            <source>Random</source>
            <translation>隨機</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>簡單</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>困難</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>random choice</source>
            <translation>隨機選擇</translation>
        </message>
        <message>
            <source>the only sensible move</source>
            <translation>唯一合理的一步</translation>
        </message>
        <message>
            <source>a random move among the sensible ones</source>
            <translation>在合理的走法中隨機選一步</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} on {target} works out best; it expects to win</source>
            <translation>往後看幾步，{card} 對 {target} 最好；預計會贏</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} on {target} works out best; the game looks close</source>
            <translation>往後看幾步，{card} 對 {target} 最好；局勢接近</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} on {target} works out best; it is behind and this is its best chance</source>
            <translation>往後看幾步，{card} 對 {target} 最好；它落後，這是最好的機會</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} works out best; it expects to win</source>
            <translation>往後看幾步，{card} 最好；預計會贏</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} works out best; the game looks close</source>
            <translation>往後看幾步，{card} 最好；局勢接近</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} works out best; it is behind and this is its best chance</source>
            <translation>往後看幾步，{card} 最好；它落後，這是最好的機會</translation>
        </message>
        <message>
            <source>looking a few moves ahead, this works out best; it expects to win</source>
            <translation>往後看幾步，這一步最好；預計會贏</translation>
        </message>
        <message>
            <source>looking a few moves ahead, this works out best; the game looks close</source>
            <translation>往後看幾步，這一步最好；局勢接近</translation>
        </message>
        <message>
            <source>looking a few moves ahead, this works out best; it is behind and this is its best chance</source>
            <translation>往後看幾步，這一步最好；它落後，這是最好的機會</translation>
        </message>
        <message>
            <source>weighing what the other side may hold in hand, {card} on {target} works out best</source>
            <translation>考慮對方手中可能有的牌，{card} 對 {target} 最好</translation>
        </message>
        <message>
            <source>weighing what the other side may hold in hand, {card} works out best</source>
            <translation>考慮對方手中可能有的牌，{card} 最好</translation>
        </message>
        <message>
            <source>weighing what the other side may hold in hand, this works out best</source>
            <translation>考慮對方手中可能有的牌，這一步最好</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: sure to win the duel</source>
            <translation>用 {card} 進攻 {target}：這場對決必勝</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: likely to win the duel</source>
            <translation>用 {card} 進攻 {target}：這場對決多半會贏</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: the duel could go either way</source>
            <translation>用 {card} 進攻 {target}：這場對決勝負難料</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: unlikely to win the duel</source>
            <translation>用 {card} 進攻 {target}：這場對決不太可能贏</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: the duel cannot be won, so a low card goes</source>
            <translation>用 {card} 進攻 {target}：這場對決贏不了，所以出一張小牌</translation>
        </message>
        <message>
            <source>defense round against {target} with {card}: its total is sure to hold</source>
            <translation>用 {card} 對 {target} 開防守回合：總數必定守得住</translation>
        </message>
        <message>
            <source>defense round against {target} with {card}: its total will likely hold</source>
            <translation>用 {card} 對 {target} 開防守回合：總數多半守得住</translation>
        </message>
        <message>
            <source>defense round against {target} with {card}: its total may or may not hold</source>
            <translation>用 {card} 對 {target} 開防守回合：總數守不守得住難說</translation>
        </message>
        <message>
            <source>defense round against {target} with {card}: its total will likely be beaten</source>
            <translation>用 {card} 對 {target} 開防守回合：總數多半會被超過</translation>
        </message>
        <message>
            <source>defense round against {target} with {card}: its total will be beaten, so a low card goes</source>
            <translation>用 {card} 對 {target} 開防守回合：總數必被超過，所以出一張小牌</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: sure to beat its quality card</source>
            <translation>用 {card} 對 {target} 開丟棄回合：必定勝過它的質量牌</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: likely to beat its quality card</source>
            <translation>用 {card} 對 {target} 開丟棄回合：多半勝過它的質量牌</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: may beat its quality card</source>
            <translation>用 {card} 對 {target} 開丟棄回合：也許勝過它的質量牌</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: unlikely to beat its quality card</source>
            <translation>用 {card} 對 {target} 開丟棄回合：不太可能勝過它的質量牌</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: cannot beat its quality card, but the card leaves its hand</source>
            <translation>用 {card} 對 {target} 開丟棄回合：勝不過它的質量牌，但這張牌離開了手牌</translation>
        </message>
        <message>
            <source>answers the attack with {card}: sure to win the duel</source>
            <translation>用 {card} 應對進攻：這場對決必勝</translation>
        </message>
        <message>
            <source>answers the attack with {card}: likely to win the duel</source>
            <translation>用 {card} 應對進攻：這場對決多半會贏</translation>
        </message>
        <message>
            <source>answers the attack with {card}: the duel could go either way</source>
            <translation>用 {card} 應對進攻：這場對決勝負難料</translation>
        </message>
        <message>
            <source>answers the attack with {card}: unlikely to win the duel</source>
            <translation>用 {card} 應對進攻：這場對決不太可能贏</translation>
        </message>
        <message>
            <source>answers the attack with {card}: the duel cannot be won, so a low card goes</source>
            <translation>用 {card} 應對進攻：這場對決贏不了，所以出一張小牌</translation>
        </message>
        <message>
            <source>defends with {card}: sure to beat the attacker's total</source>
            <translation>用 {card} 防守：必定勝過行動方的總數</translation>
        </message>
        <message>
            <source>defends with {card}: likely to beat the attacker's total</source>
            <translation>用 {card} 防守：多半勝過行動方的總數</translation>
        </message>
        <message>
            <source>defends with {card}: may beat the attacker's total</source>
            <translation>用 {card} 防守：也許勝過行動方的總數</translation>
        </message>
        <message>
            <source>defends with {card}: unlikely to beat the attacker's total</source>
            <translation>用 {card} 防守：不太可能勝過行動方的總數</translation>
        </message>
        <message>
            <source>defends with {card}: the attacker's total cannot be beaten, so a low card goes</source>
            <translation>用 {card} 防守：行動方的總數勝不過，所以出一張小牌</translation>
        </message>
        <message>
            <source>{nature} against {target} with {card}: counting the situation cards, sure to shed the cards</source>
            <translation>用 {card} 對 {target} {nature}：算上情況牌，必定把牌卸掉</translation>
        </message>
        <message>
            <source>{nature} against {target} with {card}: counting the situation cards, likely to shed the cards</source>
            <translation>用 {card} 對 {target} {nature}：算上情況牌，多半能把牌卸掉</translation>
        </message>
        <message>
            <source>{nature} against {target} with {card}: counting the situation cards, it could go either way</source>
            <translation>用 {card} 對 {target} {nature}：算上情況牌，勝負難料</translation>
        </message>
        <message>
            <source>{nature} against {target} with {card}: counting the situation cards, unlikely to shed the cards</source>
            <translation>用 {card} 對 {target} {nature}：算上情況牌，不太可能把牌卸掉</translation>
        </message>
        <message>
            <source>{nature} against {target} with {card}: counting the situation cards, it cannot be won, so a low card goes</source>
            <translation>用 {card} 對 {target} {nature}：算上情況牌也贏不了，所以出一張小牌</translation>
        </message>
        <message>
            <source>answers the {nature} with {card}: counting the situation cards, sure to come out ahead</source>
            <translation>用 {card} 應對{nature}：算上情況牌，必定佔上風</translation>
        </message>
        <message>
            <source>answers the {nature} with {card}: counting the situation cards, likely to come out ahead</source>
            <translation>用 {card} 應對{nature}：算上情況牌，多半佔上風</translation>
        </message>
        <message>
            <source>answers the {nature} with {card}: counting the situation cards, it could go either way</source>
            <translation>用 {card} 應對{nature}：算上情況牌，勝負難料</translation>
        </message>
        <message>
            <source>answers the {nature} with {card}: counting the situation cards, unlikely to come out ahead</source>
            <translation>用 {card} 應對{nature}：算上情況牌，不太可能佔上風</translation>
        </message>
        <message>
            <source>answers the {nature} with {card}: counting the situation cards, it cannot be won, so a low card goes</source>
            <translation>用 {card} 應對{nature}：算上情況牌也贏不了，所以出一張小牌</translation>
        </message>
        <message>
            <source>purges with {card}: sheds it and {n} collected cards</source>
            <translation>用 {card} 清理：丟掉它和 {n} 張收牌</translation>
        </message>
        <message>
            <source>clears {card} from its collected pile</source>
            <translation>從收牌中清掉 {card}</translation>
        </message>
        <message>
            <source>stops clearing: nothing more to pick</source>
            <translation>停止清理：沒有可再選的牌</translation>
        </message>
        <message>
            <source>re-equips: a fresh weapon for {n} more cards to shed</source>
            <translation>重新裝備：換一副新武器，要多卸 {n} 張牌</translation>
        </message>
        <message>
            <source>passes: no move here lightens its hand</source>
            <translation>跳過：這裡沒有能減少手上負擔的走法</translation>
        </message>
        <message>
            <source>plays out its lowest card {card}: nothing else is allowed</source>
            <translation>打出最小的牌 {card}：別的都不允許</translation>
        </message>
        <message>
            <source>rearms, although the effect and strategy cards could serve as the weapon</source>
            <translation>重新武裝，雖然效果牌和策略牌也能當武器用</translation>
        </message>
        <message>
            <source>stays unarmed: the effect and strategy cards serve as the weapon, without two more cards to shed</source>
            <translation>保持無武裝：效果牌和策略牌就能當武器，不必多卸兩張牌</translation>
        </message>
        <message>
            <source>rearms: {n} round cards are left to use the weapon up</source>
            <translation>重新武裝：還有 {n} 張回合牌可以把武器用完</translation>
        </message>
        <message>
            <source>rearms, although only {n} round cards are left to use it</source>
            <translation>重新武裝，雖然只剩 {n} 張回合牌可以用它</translation>
        </message>
        <message>
            <source>does not rearm: with {n} round cards left, two more cards would stay in its hand</source>
            <translation>不重新武裝：只剩 {n} 張回合牌，會多留兩張牌在手上</translation>
        </message>
        <message>
            <source>joins the situation: its trigger, benefit and risk help it in this round's duels</source>
            <translation>加入情況：它的觸發牌、應然牌和發覺牌在本回合的對決中有幫助</translation>
        </message>
        <message>
            <source>joins the situation: it costs little in this round's duels</source>
            <translation>加入情況：在本回合的對決中代價不大</translation>
        </message>
        <message>
            <source>joins the situation, although that costs it in this round's duels</source>
            <translation>加入情況，雖然在本回合的對決中要付出代價</translation>
        </message>
        <message>
            <source>stays out of the situation: joining would cost it in this round's duels</source>
            <translation>不加入情況：加入會在本回合的對決中吃虧</translation>
        </message>
        <message>
            <source>stays out of the situation: joining would hardly help</source>
            <translation>不加入情況：加入幾乎沒有幫助</translation>
        </message>
        <message>
            <source>offers {card} in the forced trade: the card it will miss least</source>
            <translation>在強制交易中交出 {card}：這張牌最不可惜</translation>
        </message>
        <message>
            <source>keeps its place in the turn order</source>
            <translation>保留它在出牌順序中的位置</translation>
        </message>
        <message>
            <source>done: no gesture needed</source>
            <translation>完成：不需要手勢</translation>
        </message>
        <message>
            <source>reshuffles (way 3): its {n} collected cards become hand cards it can still shed</source>
            <translation>重洗（方式 3）：它的 {n} 張收牌變成還能打出的手牌</translation>
        </message>
        <message>
            <source>a gesture it does not need</source>
            <translation>用不上的手勢</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: the card leaves its hand either way</source>
            <translation>用 {card} 對 {target} 開丟棄回合：無論如何這張牌都會離開手牌</translation>
        </message>
        <message>
            <source>answers the discard with its lowest card {card}</source>
            <translation>用最小的牌 {card} 應對丟棄</translation>
        </message>
        <message>
            <source>voids the forced trade: scoring it would not favour it</source>
            <translation>作廢強制交易：計分對它不利</translation>
        </message>
        <message>
            <source>scores the forced trade: with the base intents, {mine} against {theirs} favours it</source>
            <translation>計分強制交易：以基本意圖 {mine} 對 {theirs}，對它有利</translation>
        </message>
        <message>
            <source>votes to go on: emptying the collected piles takes it out</source>
            <translation>投票繼續：清空收牌就讓它出完</translation>
        </message>
        <message>
            <source>votes to go on: emptying the collected piles does not set it back against the best rival</source>
            <translation>投票繼續：清空收牌不會讓它落後於最強的對手</translation>
        </message>
        <message>
            <source>votes to go on, although emptying the collected piles sets it back</source>
            <translation>投票繼續，雖然清空收牌會讓它落後</translation>
        </message>
        <message>
            <source>votes to stop: emptying the collected piles would help a rival more than it</source>
            <translation>投票停止：清空收牌對對手的幫助比對它大</translation>
        </message>
        <message>
            <source>votes to stop, although emptying the collected piles would not set it back</source>
            <translation>投票停止，雖然清空收牌不會讓它落後</translation>
        </message>
        <message>
            <source>gives up {card}: of its equally high cards, its worth rests most on a bonus that may vanish</source>
            <translation>交出 {card}：同樣大的牌中，它的大小最依賴可能消失的附加數</translation>
        </message>
        <message>
            <source>reshuffles (way 2): the discard pile holds higher cards than the unseen ones, and its equipment is on its last use</source>
            <translation>重洗（方式 2）：棄牌堆的牌比未見的牌大，而且它的裝備只剩最後一次</translation>
        </message>
        <message>
            <source>draws the cards: more to choose from</source>
            <translation>抽牌：多些選擇</translation>
        </message>
        <message>
            <source>declines the cards</source>
            <translation>不抽牌</translation>
        </message>
        <message>
            <source>discards {card}: the card it can use least</source>
            <translation>棄掉 {card}：最用不上的牌</translation>
        </message>
        <message>
            <source>goes first: the first moves set the pace</source>
            <translation>先手：先出手掌握節奏</translation>
        </message>
        <message>
            <source>declines the cards: its camp is almost empty</source>
            <translation>不抽牌：營地快空了</translation>
        </message>
        <message>
            <source>draws the cards, although its camp is almost empty</source>
            <translation>抽牌，雖然營地快空了</translation>
        </message>
        <message>
            <source>takes the card it needs most from its camp</source>
            <translation>從營地拿出最需要的牌</translation>
        </message>
        <message>
            <source>takes nothing: no card of the camp is worth it</source>
            <translation>什麼也不拿：營地裡沒有值得拿的牌</translation>
        </message>
        <message>
            <source>lets the shuffle stand as it is</source>
            <translation>洗牌照舊</translation>
        </message>
        <message>
            <source>passes: nothing worth playing now</source>
            <translation>跳過：此刻沒有值得出的牌</translation>
        </message>
        <message>
            <source>passes: no answer worth a card now</source>
            <translation>跳過：此刻沒有值得花一張牌的應對</translation>
        </message>
        <message>
            <source>dissolves {card}: its members fight on their own</source>
            <translation>解散 {card}：成員各自作戰</translation>
        </message>
        <message>
            <source>a move with no clear use now</source>
            <translation>此刻用處不明的一步</translation>
        </message>
        <message>
            <source>declines the effect: it would cost more than it brings</source>
            <translation>不發動效果：得不償失</translation>
        </message>
        <message>
            <source>deploys {card}</source>
            <translation>遣將 {card}</translation>
        </message>
        <message>
            <source>turns {card} face up: its command is met now</source>
            <translation>翻開 {card}：兵權條件已經滿足</translation>
        </message>
        <message>
            <source>equips {card} to {target}: the general it helps most</source>
            <translation>把 {card} 裝備給 {target}：對這位將領幫助最大</translation>
        </message>
        <message>
            <source>forms {card}: its members fight as one unit, and blows to it spare them</source>
            <translation>結成 {card}：成員合為一體作戰，打在陣型上的傷害不傷成員</translation>
        </message>
        <message>
            <source>uses the effect of {card}: it helps more than it costs</source>
            <translation>發動 {card} 的效果：利大於弊</translation>
        </message>
        <message>
            <source>uses the effect: it helps more than it costs</source>
            <translation>發動效果：利大於弊</translation>
        </message>
        <message>
            <source>keeps the card for a better moment</source>
            <translation>留著這張牌等更好的時機</translation>
        </message>
        <message>
            <source>uses {card} on {target}: the best target for it now</source>
            <translation>對 {target} 使用 {card}：此刻最好的目標</translation>
        </message>
        <message>
            <source>uses {card} on {target}: it helps its position the most now</source>
            <translation>對 {target} 使用 {card}：此刻對局勢幫助最大</translation>
        </message>
        <message>
            <source>uses {card}: it helps its position the most now</source>
            <translation>使用 {card}：此刻對局勢幫助最大</translation>
        </message>
        <message>
            <source>uses {card}: it saves {general}, which would fall otherwise</source>
            <translation>使用 {card}：救下本會陣亡的 {general}</translation>
        </message>
        <message>
            <source>uses {card} on {target}: it saves {general}, which would fall otherwise</source>
            <translation>對 {target} 使用 {card}：救下本會陣亡的 {general}</translation>
        </message>
        <message>
            <source>uses {card}: {general} falls</source>
            <translation>使用 {card}：{general} 陣亡</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {general} falls</source>
            <translation>對 {target} 使用 {card}：{general} 陣亡</translation>
        </message>
        <message>
            <source>uses {card}: {general} never reaches the field</source>
            <translation>使用 {card}：{general} 沒能登場</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {general} never reaches the field</source>
            <translation>對 {target} 使用 {card}：{general} 沒能登場</translation>
        </message>
        <message>
            <source>uses {card}: {general} is tapped</source>
            <translation>使用 {card}：{general} 被橫置</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {general} is tapped</source>
            <translation>對 {target} 使用 {card}：{general} 被橫置</translation>
        </message>
        <message>
            <source>uses {card}: its provisions end {n} higher than if it passed</source>
            <translation>使用 {card}：糧草比不出牌時多 {n} 點</translation>
        </message>
        <message>
            <source>uses {card} on {target}: its provisions end {n} higher than if it passed</source>
            <translation>對 {target} 使用 {card}：糧草比不出牌時多 {n} 點</translation>
        </message>
        <message>
            <source>uses {card}: {player}'s provisions end {n} lower</source>
            <translation>使用 {card}：{player} 的糧草少 {n} 點</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {player}'s provisions end {n} lower</source>
            <translation>對 {target} 使用 {card}：{player} 的糧草少 {n} 點</translation>
        </message>
        <message>
            <source>uses {card}: its generals come out stronger</source>
            <translation>使用 {card}：己方將領變得更強</translation>
        </message>
        <message>
            <source>uses {card} on {target}: its generals come out stronger</source>
            <translation>對 {target} 使用 {card}：己方將領變得更強</translation>
        </message>
        <message>
            <source>uses {card}: {player}'s generals come out weaker</source>
            <translation>使用 {card}：{player} 的將領變弱</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {player}'s generals come out weaker</source>
            <translation>對 {target} 使用 {card}：{player} 的將領變弱</translation>
        </message>
        <message>
            <source>uses {card}: its hand grows by {n}</source>
            <translation>使用 {card}：手牌多 {n} 張</translation>
        </message>
        <message>
            <source>uses {card} on {target}: its hand grows by {n}</source>
            <translation>對 {target} 使用 {card}：手牌多 {n} 張</translation>
        </message>
        <message>
            <source>uses {card}: {player}'s hand shrinks by {n}</source>
            <translation>使用 {card}：{player} 的手牌少 {n} 張</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {player}'s hand shrinks by {n}</source>
            <translation>對 {target} 使用 {card}：{player} 的手牌少 {n} 張</translation>
        </message>
        <message>
            <source>places {card}: the generals in its hand need this command</source>
            <translation>擺放 {card}：手上的將領需要這種兵權</translation>
        </message>
        <message>
            <source>places {card}: more command for the cards to come</source>
            <translation>擺放 {card}：為以後的牌多備兵權</translation>
        </message>
        <message>
            <source>keeps its cards: a command card can be placed instead</source>
            <translation>保留手牌：可以改為擺放兵權牌</translation>
        </message>
        <message>
            <source>turns {card} into command: its hand has no command card to place</source>
            <translation>把 {card} 徵為兵權：手上沒有兵權牌可擺</translation>
        </message>
        <message>
            <source>deploys {card} as commander: its standing earns the commander's bonus</source>
            <translation>遣 {card} 為主將：兵權條件夠高，得到主將加成</translation>
        </message>
        <message>
            <source>deploys {card} as commander: every lieutenant slot is taken</source>
            <translation>遣 {card} 為主將：副將槽都已佔滿</translation>
        </message>
        <message>
            <source>deploys {card} as strategist: its wits serve the stratagems</source>
            <translation>遣 {card} 為軍師：它的智力供謀略使用</translation>
        </message>
        <message>
            <source>deploys {card} as strategist: it defends from there</source>
            <translation>遣 {card} 為軍師：在那裡負責防守</translation>
        </message>
        <message>
            <source>deploys {card} as lieutenant: the strongest general it can field now</source>
            <translation>遣 {card} 為副將：此刻能上場的最強將領</translation>
        </message>
        <message>
            <source>deploys face up instead: it can fight at once</source>
            <translation>改為正面遣將：馬上就能作戰</translation>
        </message>
        <message>
            <source>keeps the slot open: a face-down general there is a risk</source>
            <translation>讓槽位空著：在那裡伏將有風險</translation>
        </message>
        <message>
            <source>sets a general face down, to turn it up once its command allows</source>
            <translation>伏將，等兵權足夠再翻開</translation>
        </message>
        <message>
            <source>sets a stratagem face down, ready to answer in later turns</source>
            <translation>伏謀，準備在之後的回合應對</translation>
        </message>
        <message>
            <source>takes a new hand: this one has too few generals and command to play</source>
            <translation>重置手牌：這手將領和兵權太少，打不開</translation>
        </message>
        <message>
            <source>keeps its hand: it has generals and command to play</source>
            <translation>保留手牌：有將領和兵權可出</translation>
        </message>
        <message>
            <source>ends the attack</source>
            <translation>結束進攻</translation>
        </message>
        <message>
            <source>sends no more attackers: the rest would be blocked and lost or must stay back to defend</source>
            <translation>不再派兵：其餘的會被擋下送命，或得留下防守</translation>
        </message>
        <message>
            <source>does not attack: every attacker would be blocked and lost, or must stay back to defend</source>
            <translation>不進攻：每個進攻者都會被擋下送命，或得留下防守</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: {target}'s defenders are needed against the other attackers</source>
            <translation>用 {card} 進攻 {target}：{target} 的防守者得留著對付其他進攻者</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: no defender can stop it without losing out</source>
            <translation>用 {card} 進攻 {target}：沒有防守者擋得住而不吃虧</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: blocking it with {blocker} would cost {target} more</source>
            <translation>用 {card} 進攻 {target}：若用 {blocker} 防守，{target} 損失更大</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: it may fall, but it draws blockers off the other attackers</source>
            <translation>用 {card} 進攻 {target}：它可能陣亡，但能把防守者從其他進攻者身上引開</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: an even trade at worst</source>
            <translation>用 {card} 進攻 {target}：最壞也是等價交換</translation>
        </message>
        <message>
            <source>keeps {card} back</source>
            <translation>讓 {card} 留守</translation>
        </message>
        <message>
            <source>ends the defense</source>
            <translation>結束防守</translation>
        </message>
        <message>
            <source>lets {n} points of attack through: no block is worth a general</source>
            <translation>不防守這 {n} 點進攻：哪次防守都不值得賠上一位將領</translation>
        </message>
        <message>
            <source>needs no more defenders</source>
            <translation>不需要更多防守者</translation>
        </message>
        <message>
            <source>needs no defenders</source>
            <translation>不需要防守者</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card} and {other}: together they should kill it, and {card} should survive</source>
            <translation>用 {card} 與 {other} 防守 {attacker}：合力應能擊殺它，且 {card} 應能存活</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card} and {other}: its damage spread over both should fell neither and save {n} provisions</source>
            <translation>用 {card} 與 {other} 防守 {attacker}：傷害分攤在兩者身上應無一陣亡，並保住 {n} 點糧草</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card}: it should kill the attacker and survive</source>
            <translation>用 {card} 防守 {attacker}：應能擊殺進攻者並存活</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card}: it should survive and save {n} provisions</source>
            <translation>用 {card} 防守 {attacker}：應能存活並保住 {n} 點糧草</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card}: both should fall, a fair trade</source>
            <translation>用 {card} 防守 {attacker}：應會同歸於盡，算是公平交換</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card} to save {n} provisions, though it will likely fall</source>
            <translation>用 {card} 防守 {attacker} 以保住 {n} 點糧草，雖然多半會陣亡</translation>
        </message>
        <message>
            <source>keeps {card} out of this fight</source>
            <translation>讓 {card} 不參加這場戰鬥</translation>
        </message>
        <message>
            <source>puts the damage where it costs least</source>
            <translation>把傷害放在損失最小的地方</translation>
        </message>
        <message>
            <source>puts the damage where it kills the most</source>
            <translation>把傷害放在殺傷最大的地方</translation>
        </message>
    </context>
    <context>
        <name>CardDetail</name>
        <message>
            <source>Card</source>
            <translation>卡牌</translation>
        </message>
        <message>
            <source>中文 (F3)</source>
            <translation>中文 (F3)</translation>
        </message>
        <message>
            <source>English (F3)</source>
            <translation>English (F3)</translation>
        </message>
        <message>
            <source>Show the card in the other language (F3)</source>
            <translation>以另一種語言顯示這張卡牌（F3）</translation>
        </message>
        <message>
            <source>Hover over a card to read it.</source>
            <translation>將滑鼠移到卡牌上即可閱讀。</translation>
        </message>
        <message>
            <source>A face-down card.</source>
            <translation>一張蓋放的牌。</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>%1 of %2</source>
            <translation>%2%1</translation>
        </message>
        <message>
            <source>(deck %1)</source>
            <translation>（第 %1 副）</translation>
        </message>
        <message>
            <source>BLANK</source>
            <translation>空白</translation>
        </message>
        <message>
            <source>BIG</source>
            <translation>大</translation>
        </message>
        <message>
            <source>SMALL</source>
            <translation>小</translation>
        </message>
        <message>
            <source>ace</source>
            <translation>A</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>J</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>Q</translation>
        </message>
        <message>
            <source>king</source>
            <translation>K</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>黑桃</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>紅心</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>方塊</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>梅花</translation>
        </message>
        <message>
            <source>small joker</source>
            <translation>小王</translation>
        </message>
        <message>
            <source>big joker</source>
            <translation>大王</translation>
        </message>
        <message>
            <source>blank card</source>
            <translation>空白牌</translation>
        </message>
        <message>
            <source>S</source>
            <translation>桃</translation>
        </message>
        <message>
            <source>H</source>
            <translation>心</translation>
        </message>
        <message>
            <source>D</source>
            <translation>方</translation>
        </message>
        <message>
            <source>C</source>
            <translation>梅</translation>
        </message>
    </context>
    <context>
        <name>Companion</name>
        <message>
            <source>&amp;Replay a game…</source>
            <translation>回放牌局(&amp;R)…</translation>
        </message>
        <message>
            <source>Recent &amp;games…</source>
            <translation>最近的牌局(&amp;G)…</translation>
        </message>
        <message>
            <source>Replay &amp;this game</source>
            <translation>回放這一局(&amp;T)</translation>
        </message>
        <message>
            <source>Stat&amp;istics…</source>
            <translation>統計(&amp;I)…</translation>
        </message>
        <message>
            <source>What would you do? (hint)</source>
            <translation>換作你會怎麼走？（提示）</translation>
        </message>
        <message>
            <source>&amp;Lessons…</source>
            <translation>教學(&amp;L)…</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>提示 (H)</translation>
        </message>
        <message>
            <source>The Hard bot's three best moves for you, with their chances</source>
            <translation>困難電腦替你想出的三個最佳走法，附上勝算</translation>
        </message>
        <message>
            <source>Replay a game</source>
            <translation>回放牌局</translation>
        </message>
        <message>
            <source>Saves and replays (*.json)</source>
            <translation>存檔與回放 (*.json)</translation>
        </message>
        <message>
            <source>The finished game could not be kept: %1</source>
            <translation>無法保存已結束的牌局：%1</translation>
        </message>
    </context>
    <context>
        <name>Curtain</name>
        <message>
            <source>Pass to %1</source>
            <translation>請交給 %1</translation>
        </message>
        <message>
            <source>I am %1 — show my cards</source>
            <translation>我是 %1 — 顯示我的牌</translation>
        </message>
    </context>
    <context>
        <name>Decisions</name>
        <message>
            <source>A forced trade (強制交易): choose one hand card to offer, face down. %1 offers one at the same time; the two cards are then swapped. [劇牌 §7.6]</source>
            <translation>強制交易：選一張手牌蓋著交出。%1 同時交出一張；然後兩張牌互換。[劇牌 §7.6]</translation>
        </message>
        <message>
            <source>Offer %1</source>
            <translation>交出 %1</translation>
        </message>
        <message>
            <source>Forced trade: offer a card</source>
            <translation>強制交易：交出一張牌</translation>
        </message>
        <message>
            <source>The cards are swapped. Score the action with the base intents, or void it (the intent cards go back to the hands). [劇牌 §7.6]</source>
            <translation>牌已互換。以基本意圖計分，或作廢這次行動（意圖牌回到手中）。[劇牌 §7.6]</translation>
        </message>
        <message>
            <source>Score the action</source>
            <translation>計分</translation>
        </message>
        <message>
            <source>Void the action</source>
            <translation>作廢行動</translation>
        </message>
        <message>
            <source>Forced trade: score or void</source>
            <translation>強制交易：計分或作廢</translation>
        </message>
        <message numerus="yes">
            <source>Only the bottom card (底牌) is left in the round pile. Continue the game? Voting yes places your whole collected pile (%n card(s)) as new round cards; if anyone votes no, the bottom card is the final round. [劇牌 §7.9]</source>
            <translation>
                <numerusform>回合牌堆只剩底牌。繼續牌局嗎？投贊成就把你全部的收牌（%n 張）放作新的回合牌；只要有人反對，底牌就是最後一回合。[劇牌 §7.9]</numerusform>
            </translation>
        </message>
        <message>
            <source>Yes: place my collected pile</source>
            <translation>是：放出我的收牌</translation>
        </message>
        <message>
            <source>No: play the final round</source>
            <translation>否：打最後一回合</translation>
        </message>
        <message>
            <source>Continue the game?</source>
            <translation>繼續牌局？</translation>
        </message>
    </context>
    <context>
        <name>DeckEditor</name>
        <message>
            <source>三国智 deck editor</source>
            <translation>三國智 組卡器</translation>
        </message>
        <message>
            <source>Every type</source>
            <translation>所有類別</translation>
        </message>
        <message>
            <source>Every faction (势力)</source>
            <translation>所有勢力</translation>
        </message>
        <message>
            <source>Every troop type (兵种)</source>
            <translation>所有兵種</translation>
        </message>
        <message>
            <source>Any command condition</source>
            <translation>任意兵權條件</translation>
        </message>
        <message>
            <source>No condition</source>
            <translation>無兵權條件</translation>
        </message>
        <message>
            <source>Needs %1</source>
            <translation>需要%1兵權</translation>
        </message>
        <message>
            <source>Search names and texts…</source>
            <translation>搜尋名稱與文字…</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名稱</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>類別</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>勢力</translation>
        </message>
        <message>
            <source>Condition</source>
            <translation>兵權條件</translation>
        </message>
        <message>
            <source>A/H/I</source>
            <translation>攻/生/智</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>編號</translation>
        </message>
        <message>
            <source>Text</source>
            <translation>文字</translation>
        </message>
        <message>
            <source>Deck name:</source>
            <translation>卡組名稱：</translation>
        </message>
        <message>
            <source>New</source>
            <translation>新建</translation>
        </message>
        <message>
            <source>Open…</source>
            <translation>打開…</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>保存</translation>
        </message>
        <message>
            <source>Save as…</source>
            <translation>另存為…</translation>
        </message>
        <message>
            <source>Play against a bot</source>
            <translation>與電腦對戰</translation>
        </message>
        <message>
            <source>How well the bot plays</source>
            <translation>電腦的強度</translation>
        </message>
        <message>
            <source>Bot plays: %1</source>
            <translation>電腦使用：%1</translation>
        </message>
        <message>
            <source>%1 of %2 cards</source>
            <translation>%2 張中的 %1 張</translation>
        </message>
        <message>
            <source>Deck %1 (at least 50) · events %2 (at most 5) · formations %3 (at most 3)</source>
            <translation>卡組 %1（至少 50）· 事件 %2（至多 5）· 陣型 %3（至多 3）</translation>
        </message>
        <message>
            <source>The deck is legal.</source>
            <translation>卡組合法。</translation>
        </message>
        <message>
            <source>My deck</source>
            <translation>我的卡組</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>打開</translation>
        </message>
        <message>
            <source>Unknown cards left out: %1</source>
            <translation>略去未知的卡：%1</translation>
        </message>
        <message>
            <source>Open a deck</source>
            <translation>打開卡組</translation>
        </message>
        <message>
            <source>三国智 decks (*.txt *.json)</source>
            <translation>三國智卡組 (*.txt *.json)</translation>
        </message>
        <message>
            <source>Save the deck</source>
            <translation>保存卡組</translation>
        </message>
        <message>
            <source>三国智 decks (*.txt)</source>
            <translation>三國智卡組 (*.txt)</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>{file} cannot be opened: {reason}.</source>
            <translation>無法開啟 {file}：{reason}。</translation>
        </message>
        <message>
            <source>{file} is {size} bytes; a file like this may have at most {limit} bytes.</source>
            <translation>{file} 有 {size} 位元組；這類檔案最多只能有 {limit} 位元組。</translation>
        </message>
        <message>
            <source>{file} is not a text file: byte {offset} is not UTF-8.</source>
            <translation>{file} 不是文字檔：第 {offset} 個位元組不是 UTF-8。</translation>
        </message>
        <message>
            <source>{file}, line {line}, column {column}: this is not valid JSON ({detail}).</source>
            <translation>{file}，第 {line} 行第 {column} 列：這不是有效的 JSON（{detail}）。</translation>
        </message>
        <message>
            <source>{file} is not valid JSON for this program: it is nested more than {limit} levels deep.</source>
            <translation>{file} 對本程式而言不是有效的 JSON：巢狀超過 {limit} 層。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: nested more than {limit} levels deep.</source>
            <translation>{file} 在 {where} 處格式有誤：巢狀超過 {limit} 層。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the number {number} is too large.</source>
            <translation>{file} 在 {where} 處格式有誤：數字 {number} 太大。</translation>
        </message>
        <message>
            <source>{file} is not valid JSON at {where}: {number} is not a finite number.</source>
            <translation>{file} 在 {where} 處不是有效的 JSON：{number} 不是有限的數字。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the text holds a broken character (an unpaired UTF-16 surrogate).</source>
            <translation>{file} 在 {where} 處格式有誤：文字含有損壞的字元（不成對的 UTF-16 代理碼）。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected a whole number, found {found}.</source>
            <translation>{file} 在 {where} 處格式有誤：應為整數，實為 {found}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected text, found {found}.</source>
            <translation>{file} 在 {where} 處格式有誤：應為文字，實為 {found}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected a list, found {found}.</source>
            <translation>{file} 在 {where} 處格式有誤：應為列表，實為 {found}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected an object, found {found}.</source>
            <translation>{file} 在 {where} 處格式有誤：應為物件，實為 {found}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected true or false, found {found}.</source>
            <translation>{file} 在 {where} 處格式有誤：應為 true 或 false，實為 {found}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected a number, found {found}.</source>
            <translation>{file} 在 {where} 處格式有誤：應為數字，實為 {found}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} has the wrong type; expected {expected}.</source>
            <translation>{file} 在 {where} 處格式有誤：{found} 的類型不對；應為 {expected}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} is not one of {choices}.</source>
            <translation>{file} 在 {where} 處格式有誤：{found} 不在 {choices} 之中。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected {expected}, found {found}.</source>
            <translation>{file} 在 {where} 處格式有誤：應為 {expected}，實為 {found}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} is less than {limit}.</source>
            <translation>{file} 在 {where} 處格式有誤：{found} 小於 {limit}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} is more than {limit}.</source>
            <translation>{file} 在 {where} 處格式有誤：{found} 大於 {limit}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {count} entries; at least {limit} are needed.</source>
            <translation>{file} 在 {where} 處格式有誤：有 {count} 項；至少需要 {limit} 項。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {count} entries; at most {limit} are allowed.</source>
            <translation>{file} 在 {where} 處格式有誤：有 {count} 項；最多允許 {limit} 項。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the text is {count} characters long; at least {limit} are needed.</source>
            <translation>{file} 在 {where} 處格式有誤：文字長 {count} 個字元；至少需要 {limit} 個。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the text is {count} characters long; at most {limit} are allowed.</source>
            <translation>{file} 在 {where} 處格式有誤：文字長 {count} 個字元；最多允許 {limit} 個。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {key} is missing.</source>
            <translation>{file} 在 {where} 處格式有誤：缺少 {key}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: unknown entry {key}.</source>
            <translation>{file} 在 {where} 處格式有誤：未知的項目 {key}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} is not of the expected form.</source>
            <translation>{file} 在 {where} 處格式有誤：{found} 不是預期的形式。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: an entry appears twice.</source>
            <translation>{file} 在 {where} 處格式有誤：有一項出現了兩次。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} fits none of the allowed forms.</source>
            <translation>{file} 在 {where} 處格式有誤：{found} 不符合任何允許的形式。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} is not allowed here ({rule}).</source>
            <translation>{file} 在 {where} 處格式有誤：此處不允許 {found}（{rule}）。</translation>
        </message>
        <message>
            <source>{file} is not a Paizhuo save file.</source>
            <translation>{file} 不是牌桌的存檔。</translation>
        </message>
        <message>
            <source>{file} has save schema {schema}; this version reads schema {want}.</source>
            <translation>{file} 的存檔格式版本為 {schema}；本版本只讀取版本 {want}。</translation>
        </message>
        <message>
            <source>{file} does not say which game it is.</source>
            <translation>{file} 沒有寫明是哪一種遊戲。</translation>
        </message>
        <message>
            <source>{file} is for an unknown game {game}.</source>
            <translation>{file} 屬於未知的遊戲 {game}。</translation>
        </message>
        <message>
            <source>{file} lacks its initial table or its action list.</source>
            <translation>{file} 缺少開局牌桌或走法列表。</translation>
        </message>
        <message>
            <source>{file} has no state_hash, so its moves cannot be checked; a save without one is refused.</source>
            <translation>{file} 沒有 state_hash，無法核對其中的走法；沒有它的存檔一律拒絕。</translation>
        </message>
        <message>
            <source>{file} mixes two games ({game} and {other}).</source>
            <translation>{file} 混合了兩種遊戲（{game} 與 {other}）。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the zone {zone} appears twice.</source>
            <translation>{file} 在 {where} 處格式有誤：區域 {zone} 出現了兩次。</translation>
        </message>
        <message>
            <source>{file} has an impossible table: {detail}.</source>
            <translation>{file} 的牌桌不可能出現：{detail}。</translation>
        </message>
        <message>
            <source>{file} has an impossible table: its bookkeeping does not fit the game.</source>
            <translation>{file} 的牌桌不可能出現：其記錄與遊戲不符。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: move {move}: {detail}.</source>
            <translation>{file} 在 {where} 處格式有誤：第 {move} 步：{detail}。</translation>
        </message>
        <message>
            <source>{file}: move {move} breaks the rules: {detail}</source>
            <translation>{file}：第 {move} 步違反規則：{detail}</translation>
        </message>
        <message>
            <source>{file} is damaged at {where}: move {move} ({kind}) cannot be played on this table.</source>
            <translation>{file} 在 {where} 處已損壞：第 {move} 步（{kind}）無法在這張牌桌上進行。</translation>
        </message>
        <message>
            <source>{file} is damaged: replaying its moves does not give the saved table.</source>
            <translation>{file} 已損壞：重演其中的走法得不到所存的牌桌。</translation>
        </message>
        <message>
            <source>{file} is damaged: the table after its {moves} moves cannot be played on.</source>
            <translation>{file} 已損壞：走完其中 {moves} 步後的牌桌無法繼續進行。</translation>
        </message>
        <message>
            <source>{file}, line {line}: expected a count and a card name, found {found}.</source>
            <translation>{file}，第 {line} 行：應為張數與牌名，實為 {found}。</translation>
        </message>
        <message>
            <source>{file}, line {line}: the count {count} is not a whole number from 0 to {max}.</source>
            <translation>{file}，第 {line} 行：張數 {count} 不是 0 到 {max} 之間的整數。</translation>
        </message>
        <message>
            <source>{file}, line {line}: the line has {length} characters; at most {max} are allowed.</source>
            <translation>{file}，第 {line} 行：此行有 {length} 個字元；最多允許 {max} 個。</translation>
        </message>
        <message>
            <source>{file} lists more than {max} cards.</source>
            <translation>{file} 列出的牌超過 {max} 張。</translation>
        </message>
        <message>
            <source>{file}, line {line}: unknown card {ref}.</source>
            <translation>{file}，第 {line} 行：未知的牌 {ref}。</translation>
        </message>
        <message>
            <source>There is no deck named {name}.</source>
            <translation>沒有名為 {name} 的牌組。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: there is no game {found} here.</source>
            <translation>{file} 在 {where} 處格式有誤：這裡沒有名為 {found} 的遊戲。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the game {found} cannot be loaded here.</source>
            <translation>{file} 在 {where} 處格式有誤：這裡無法載入遊戲 {found}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: a fresh deal (new_game) takes no other setup keys, found {key}.</source>
            <translation>{file} 在 {where} 處格式有誤：重新發牌（new_game）不接受其他 setup 項目，卻有 {key}。</translation>
        </message>
        <message>
            <source>{file}: card {card}, {where}: {problem}.</source>
            <translation>{file}：卡牌 {card}，{where}：{problem}。</translation>
        </message>
        <message>
            <source>{file}: card {card}: the id is used twice.</source>
            <translation>{file}：卡牌 {card}：編號重複使用。</translation>
        </message>
        <message>
            <source>{file}: card {card}: the name {name} is used twice.</source>
            <translation>{file}：卡牌 {card}：名稱 {name} 重複使用。</translation>
        </message>
        <message>
            <source>unknown key</source>
            <translation>未知的鍵</translation>
        </message>
        <message>
            <source>missing required key</source>
            <translation>缺少必要的鍵</translation>
        </message>
        <message>
            <source>not a key of a {type} card</source>
            <translation>不是{type}卡牌的鍵</translation>
        </message>
        <message>
            <source>must be an object</source>
            <translation>必須是物件</translation>
        </message>
        <message>
            <source>must be a list</source>
            <translation>必須是清單</translation>
        </message>
        <message>
            <source>must be a non-empty list</source>
            <translation>必須是非空的清單</translation>
        </message>
        <message>
            <source>must be true or false</source>
            <translation>必須是 true 或 false</translation>
        </message>
        <message>
            <source>must be a string</source>
            <translation>必須是字串</translation>
        </message>
        <message>
            <source>must be a whole number</source>
            <translation>必須是整數</translation>
        </message>
        <message>
            <source>must be a whole number from {min} up</source>
            <translation>必須是 {min} 以上的整數</translation>
        </message>
        <message>
            <source>must be a whole number from 0 to 9</source>
            <translation>必須是 0 至 9 的整數</translation>
        </message>
        <message>
            <source>{value} is not a known {what}</source>
            <translation>{value} 不是已知的 {what}</translation>
        </message>
        <message>
            <source>{value} is not one of {choices}</source>
            <translation>{value} 不是 {choices} 之一</translation>
        </message>
        <message>
            <source>{value} is neither a declared target nor a reference of the card format</source>
            <translation>{value} 既不是已宣告的目標，也不是卡牌格式的參照</translation>
        </message>
        <message>
            <source>target {value} is a player; a card is needed here</source>
            <translation>目標 {value} 是玩家；此處需要卡牌</translation>
        </message>
        <message>
            <source>{value} is not an amount</source>
            <translation>{value} 不是數量</translation>
        </message>
        <message>
            <source>{value} is a one-shot effect; a static ability needs continuous ones</source>
            <translation>{value} 是一次性效果；常駐能力需要持續效果</translation>
        </message>
        <message>
            <source>must name a declared chain_item target, not {value}</source>
            <translation>必須指向已宣告的 chain_item 目標，而不是 {value}</translation>
        </message>
        <message>
            <source>{value} is already used as a name</source>
            <translation>{value} 已被用作名稱</translation>
        </message>
        <message>
            <source>must be a name such as t1 or p1</source>
            <translation>必須是 t1 或 p1 這樣的名稱</translation>
        </message>
        <message>
            <source>must be a string &lt;set&gt;-&lt;number&gt;</source>
            <translation>必須是「&lt;系列&gt;-&lt;編號&gt;」形式的字串</translation>
        </message>
        <message>
            <source>only plain 兵权 cards may be nameless</source>
            <translation>只有普通兵權卡可以沒有名稱</translation>
        </message>
        <message>
            <source>a condition needs a test</source>
            <translation>條件需要 test</translation>
        </message>
        <message>
            <source>an effect needs a do</source>
            <translation>效果需要 do</translation>
        </message>
        <message>
            <source>a trigger needs an event</source>
            <translation>觸發需要 event</translation>
        </message>
        <message>
            <source>The option {key} is not an option of 三国智.</source>
            <translation>選項 {key} 不是三國智的選項。</translation>
        </message>
        <message>
            <source>The option {key} must be one of {values}, not {value}.</source>
            <translation>選項 {key} 必須是 {values} 之一，而不是 {value}。</translation>
        </message>
        <message>
            <source>The option {key} must be true or false.</source>
            <translation>選項 {key} 必須是開或關。</translation>
        </message>
        <message>
            <source>The option {key} must be a whole number from 0 up.</source>
            <translation>選項 {key} 必須是 0 以上的整數。</translation>
        </message>
        <message>
            <source>The option zhujiang_bonus must give attack, health and threshold as whole numbers.</source>
            <translation>選項 zhujiang_bonus 必須以整數給出攻擊、生命與門檻。</translation>
        </message>
        <message>
            <source>三国智 is played by 2 to 6 players, not {n}.</source>
            <translation>三國智由 2 至 6 人進行，不能是 {n} 人。</translation>
        </message>
        <message>
            <source>The option teams must name every seat once.</source>
            <translation>選項 teams 必須把每個座位恰好列出一次。</translation>
        </message>
        <message>
            <source>The option decks must name one deck per seat.</source>
            <translation>選項 decks 必須為每個座位指定一副牌組。</translation>
        </message>
        <message>
            <source>The deck of {seat} breaks the deck rules: {problems}.</source>
            <translation>{seat} 的牌組違反組牌規則：{problems}。</translation>
        </message>
        <message>
            <source>Teams of {sizes} players cannot alternate round the table: every team needs as many players as the others (三国智 §1.2.4.1).</source>
            <translation>{sizes} 人的隊伍無法在桌邊交錯而坐：每隊人數必須相同（三國智 §1.2.4.1）。</translation>
        </message>
        <message>
            <source>{first} and {second} are allies sitting side by side: seats alternate between teams (三国智 §1.2.4.1).</source>
            <translation>{first} 與 {second} 是友軍卻相鄰而坐：座位須在隊伍之間交錯（三國智 §1.2.4.1）。</translation>
        </message>
        <message>
            <source>Seats alternate between the teams in a fixed order round the table: {seat} should be an ally of {other} (三国智 §1.2.4.1).</source>
            <translation>座位依固定順序在各隊之間交錯：{seat} 應是 {other} 的友軍（三國智 §1.2.4.1）。</translation>
        </message>
        <message>
            <source>it is not a 三国智 table</source>
            <translation>它不是三國智的牌桌</translation>
        </message>
        <message>
            <source>its bookkeeping lacks {keys}</source>
            <translation>它的記錄缺少 {keys}</translation>
        </message>
        <message>
            <source>its card list is malformed</source>
            <translation>它的卡牌清單格式不正確</translation>
        </message>
        <message>
            <source>card {card} names the unknown card definition {definition}</source>
            <translation>卡牌 {card} 指向未知的卡牌定義 {definition}</translation>
        </message>
        <message>
            <source>it has {records} player records for {seats} seats</source>
            <translation>它有 {records} 份玩家記錄，卻有 {seats} 個座位</translation>
        </message>
        <message>
            <source>its zones are not those of a 三国智 table</source>
            <translation>它的區域不是三國智牌桌的區域</translation>
        </message>
        <message>
            <source>zone {zone} holds something that is not a card of this table</source>
            <translation>區域 {zone} 放著不屬於這張牌桌的東西</translation>
        </message>
        <message>
            <source>card {card} lies in two places</source>
            <translation>卡牌 {card} 同時在兩個地方</translation>
        </message>
        <message>
            <source>cards {cards} lie nowhere</source>
            <translation>卡牌 {cards} 不在任何地方</translation>
        </message>
        <message>
            <source>zone {zone} holds {n} cards, more than its {cap}</source>
            <translation>區域 {zone} 放了 {n} 張牌，超過其上限 {cap}</translation>
        </message>
        <message>
            <source>its turn order is not an order of its {n} seats</source>
            <translation>它的行動順序不是其 {n} 個座位的順序</translation>
        </message>
        <message>
            <source>it is at an unknown step {step}</source>
            <translation>它停在未知的步驟 {step}</translation>
        </message>
        <message>
            <source>it keeps a field record of the unknown card {card}</source>
            <translation>它保有未知卡牌 {card} 的場上記錄</translation>
        </message>
        <message>
            <source>its options cannot be played: {problem}</source>
            <translation>它的選項無法進行：{problem}</translation>
        </message>
        <message>
            <source>{seat} has {lc} 粮草, above the cap {cap}</source>
            <translation>{seat} 有 {lc} 糧草，高於上限 {cap}</translation>
        </message>
        <message>
            <source>{seat} has {n} 副将槽, more than {max}</source>
            <translation>{seat} 有 {n} 個副將槽，多於 {max}</translation>
        </message>
        <message>
            <source>the field card {card} is not on the field</source>
            <translation>場上卡牌 {card} 不在場上</translation>
        </message>
        <message>
            <source>{card} in {zone} has no field record</source>
            <translation>{zone} 中的 {card} 沒有場上記錄</translation>
        </message>
        <message>
            <source>{card} in {zone} is not a 将领</source>
            <translation>{zone} 中的 {card} 不是將領</translation>
        </message>
        <message>
            <source>{zone} holds a 宝物 without a general</source>
            <translation>{zone} 放著沒有將領的寶物</translation>
        </message>
        <message>
            <source>{card} lies in the chain area without a chain item</source>
            <translation>{card} 在連環區卻沒有連環項目</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>The game is stuck: the same table came back %1 times without progress, so the bots stopped. Undo, save the game for a bug report, or start a new one.</source>
            <extracomment>fn(seat, legal) -&gt; action or None: an answer the table gives for a person without asking (an empty gesture window, a decision that changes nothing; the window sets it from the game's table plug-in)</extracomment>
            <translation>牌局卡住了：同樣的牌面重複出現 %1 次而毫無進展，電腦已停止出牌。可以復原、儲存牌局以回報問題，或開始新牌局。</translation>
        </message>
    </context>
    <context>
        <name>GameOver</name>
        <message>
            <source>shared</source>
            <translation>並列</translation>
        </message>
        <message>
            <source>Ranking</source>
            <translation>名次</translation>
        </message>
        <message>
            <source>How the places were decided</source>
            <translation>名次如何決定</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s)</source>
            <translation>
                <numerusform>%n 回合</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n minute(s)</source>
            <translation>
                <numerusform>%n 分鐘</numerusform>
            </translation>
        </message>
        <message>
            <source>Length: %1</source>
            <translation>長度：%1</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>牌局結束</translation>
        </message>
        <message>
            <source>%1 wins!</source>
            <translation>%1 獲勝！</translation>
        </message>
        <message>
            <source>Shared first place: %1</source>
            <translation>並列第一：%1</translation>
        </message>
        <message>
            <source>&amp;Rematch</source>
            <translation>再來一局(&amp;R)</translation>
        </message>
        <message>
            <source>The same seats and house rules with a new seed</source>
            <translation>同樣的座位與自訂規則，新的亂數種子</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>新牌局(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;Save replay…</source>
            <translation>儲存重播(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>關閉(&amp;C)</translation>
        </message>
        <message>
            <source>Save the replay</source>
            <translation>儲存重播</translation>
        </message>
        <message>
            <source>went out</source>
            <translation>已出完</translation>
        </message>
        <message>
            <source>withdrew (棄局)</source>
            <translation>已棄局</translation>
        </message>
        <message>
            <source>conceded (認輸)</source>
            <translation>已認輸</translation>
        </message>
        <message numerus="yes">
            <source>%n collected</source>
            <translation>
                <numerusform>收牌 %n 張</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 went out first (no burden left) [§6.4]</source>
            <translation>%1 最先出完（負擔為零）[§6.4]</translation>
        </message>
        <message>
            <source>%1 went out at the same time and share the place [§6.4]</source>
            <translation>%1 同時出完，並列名次 [§6.4]</translation>
        </message>
        <message>
            <source>%1 went out next [§6.4]</source>
            <translation>%1 其次出完 [§6.4]</translation>
        </message>
        <message>
            <source>%1 ahead of %2</source>
            <translation>%1 名次在 %2 之前</translation>
        </message>
        <message>
            <source>fewer burden cards (%1 against %2)</source>
            <translation>負擔牌較少（%1 對 %2）</translation>
        </message>
        <message>
            <source>the same burden (%1), fewer collected cards (%2 against %3)</source>
            <translation>負擔相同（%1），收牌較少（%2 對 %3）</translation>
        </message>
        <message>
            <source>the same burden and collected cards, a lower total card value (%1 against %2)</source>
            <translation>負擔與收牌都相同，牌值總和較低（%1 對 %2）</translation>
        </message>
        <message>
            <source>%1: %2 [§6.4]</source>
            <translation>%1：%2 [§6.4]</translation>
        </message>
        <message>
            <source>%1 share a place: the same burden, collected cards and card values [§6.4]</source>
            <translation>%1 並列同一名次：負擔、收牌與牌值都相同 [§6.4]</translation>
        </message>
        <message>
            <source>%1 withdrew (棄局) and rank below the players still in; an earlier withdrawal ranks lower [§6.4]</source>
            <translation>%1 棄局，排在仍在牌局中的玩家之後；越早棄局名次越低 [§6.4]</translation>
        </message>
        <message>
            <source>%1 conceded (認輸) and rank last; an earlier concession ranks lower [§6.4]</source>
            <translation>%1 認輸，排在最後；越早認輸名次越低 [§6.4]</translation>
        </message>
        <message numerus="yes">
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n 步</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Gestures</name>
        <message>
            <source>Yield my position (讓位)</source>
            <translation>讓位</translation>
        </message>
        <message>
            <source>Offer your identity to another player; if they accept, you swap places in the turn order. Setup window, once per window.</source>
            <translation>把你的身份讓給另一位玩家；對方接受就在出牌順序中互換位置。準備時機，每個時機一次。</translation>
        </message>
        <message>
            <source>Reshuffle, way 1 (重洗)</source>
            <translation>重洗，方式 1</translation>
        </message>
        <message>
            <source>All cards except the identities go back into the deck and the setup is repeated. Setup window, once per player.</source>
            <translation>除身份牌外所有牌放回牌組，重新準備。準備時機，每人一次。</translation>
        </message>
        <message>
            <source>Reshuffle, way 2 (重洗)</source>
            <translation>重洗，方式 2</translation>
        </message>
        <message>
            <source>Advanced, round-start window, once per game, with quality and weapon: your effect card is turned face up for good and the discard pile is shuffled into the draw pile.</source>
            <translation>進階，回合開始時機，每局一次，需有質量和武器：你的效果牌永久翻成正面，棄牌堆洗入牌堆。</translation>
        </message>
        <message>
            <source>Reshuffle, way 3 (重洗)</source>
            <translation>重洗，方式 3</translation>
        </message>
        <message>
            <source>Basic, round-start window, once per game: your collected pile goes into the draw pile, it is shuffled and you draw as many cards into your hand.</source>
            <translation>基本，回合開始時機，每局一次：你的收牌放入牌堆，洗牌後抽同樣張數到手中。</translation>
        </message>
        <message>
            <source>Pause (暫停)</source>
            <translation>暫停</translation>
        </message>
        <message>
            <source>Any time: your identity goes face down and the game halts until you resume or concede.</source>
            <translation>任何時候：你的身份牌蓋下，牌局暫停，直到你繼續或認輸。</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>繼續</translation>
        </message>
        <message>
            <source>Ends your pause: your identity is face up again and play goes on.</source>
            <translation>結束暫停：你的身份牌翻回正面，牌局繼續。</translation>
        </message>
        <message>
            <source>Abandon (棄局)</source>
            <translation>棄局</translation>
        </message>
        <message>
            <source>Round-start window, not in the final round, with a hand card: leave the game (or, by house rule, sit out this round for one hand card).</source>
            <translation>回合開始時機，非最後一回合，需有手牌：退出牌局（或按房規付一張手牌休息本回合）。</translation>
        </message>
        <message>
            <source>Concede (認輸)</source>
            <translation>認輸</translation>
        </message>
        <message>
            <source>Any time: your identity goes to the discard pile and all your other cards out of the game; you are ranked by §6.4.</source>
            <translation>任何時候：你的身份牌進入棄牌堆，其他所有牌移出牌局；按 §6.4 排名。</translation>
        </message>
        <message>
            <source>Exchange hand (交換)</source>
            <translation>交換手牌</translation>
        </message>
        <message>
            <source>Setup and final-round windows, once per window: your whole hand goes into the draw pile, it is shuffled and you draw as many cards.</source>
            <translation>準備時機和最後回合時機，每個時機一次：全部手牌放入牌堆，洗牌後抽同樣張數。</translation>
        </message>
        <message>
            <source>Role change (角色更換)</source>
            <translation>角色更換</translation>
        </message>
        <message>
            <source>Setup and final-round windows: all identity cards are shuffled and dealt again; the turn order stays.</source>
            <translation>準備時機和最後回合時機：所有身份牌洗勻重發；出牌順序不變。</translation>
        </message>
        <message>
            <source>Background text (信息補充)…</source>
            <translation>信息補充…</translation>
        </message>
        <message>
            <source>Setup window: a free text about your character; it has no rule effect.</source>
            <translation>準備時機：自由填寫角色背景；不影響規則。</translation>
        </message>
        <message>
            <source>劇牌 §8, gesture %1: %2</source>
            <translation>劇牌 §8，手勢 %1：%2</translation>
        </message>
        <message>
            <source>A few words about your character (no rule effect):</source>
            <translation>寫幾句你角色的背景（不影響規則）：</translation>
        </message>
        <message>
            <source>Abandon the game?</source>
            <translation>要棄局嗎？</translation>
        </message>
        <message>
            <source>Abandon the game (棄局)? You leave it for good: your hand goes to the discard pile and you rank below the players still in.</source>
            <translation>要棄局嗎？你將就此退出本局：手牌放入棄牌堆，名次排在仍在局中的玩家之後。</translation>
        </message>
        <message>
            <source>Sit out this round?</source>
            <translation>要棄局停這一回合嗎？</translation>
        </message>
        <message>
            <source>Sit out this round (棄局)? You take no turn and cannot be targeted until the round ends.</source>
            <translation>要棄局停這一回合嗎？這一回合結束前不輪到你行動，你也不能被選為目標。</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Rules of %1</source>
            <translation>%1規則</translation>
        </message>
        <message>
            <source>The rules pages of this game are not installed.</source>
            <translation>這個遊戲的規則頁沒有安裝。</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>The hint search failed: %1</source>
            <translation>提示的搜尋失敗了：%1</translation>
        </message>
        <message>
            <source>There is no game on the table.</source>
            <translation>牌桌上沒有牌局。</translation>
        </message>
        <message>
            <source>Hints are not available for this game yet.</source>
            <translation>這個遊戲還沒有提示。</translation>
        </message>
        <message>
            <source>Hints are off in this game: every player agreed to play without them.</source>
            <translation>這一局沒有提示：所有玩家都同意不用提示。</translation>
        </message>
        <message>
            <source>Hints are for your own decisions: ask when it is your turn.</source>
            <translation>提示只給你自己的決定：輪到你時再問。</translation>
        </message>
        <message>
            <source>Thinking (about %1 s)…</source>
            <translation>思考中（約 %1 秒）…</translation>
        </message>
        <message>
            <source>No move to suggest.</source>
            <translation>沒有可建議的走法。</translation>
        </message>
        <message>
            <source>What I would do, best first:</source>
            <translation>換作我會這樣走，最好的在前：</translation>
        </message>
        <message>
            <source>The table has changed: press H to ask again.</source>
            <translation>牌桌已經變了：按 H 再問一次。</translation>
        </message>
        <message>
            <source>%1 (about %2%)</source>
            <translation>%1（約 %2%）</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>指給我看</translation>
        </message>
        <message>
            <source>Play this</source>
            <translation>就這麼走</translation>
        </message>
        <message>
            <source>Press '%1'.</source>
            <translation>請按「%1」。</translation>
        </message>
        <message>
            <source>What would you do?</source>
            <translation>換作你會怎麼走？</translation>
        </message>
        <message>
            <source>Press H (or the Hint button) when it is your turn.</source>
            <translation>輪到你時按 H（或「提示」按鈕）。</translation>
        </message>
        <message>
            <source>almost certain to win</source>
            <translation>幾乎穩贏</translation>
        </message>
        <message>
            <source>likely to win</source>
            <translation>很可能贏</translation>
        </message>
        <message>
            <source>a good chance</source>
            <translation>機會不錯</translation>
        </message>
        <message>
            <source>a fair chance</source>
            <translation>有一定的機會</translation>
        </message>
        <message>
            <source>an outside chance</source>
            <translation>機會不大</translation>
        </message>
        <message>
            <source>unlikely to win</source>
            <translation>不太可能贏</translation>
        </message>
        <message>
            <source>very unlikely to win</source>
            <translation>幾乎沒有機會</translation>
        </message>
        <message>
            <source>won {p}% of its {v} sampled playouts</source>
            <translation>{v} 次模擬對局中贏了 {p}%</translation>
        </message>
        <message>
            <source>the only sensible move here</source>
            <translation>這裡唯一合理的走法</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>Lessons</source>
            <translation>教學</translation>
        </message>
        <message>
            <source>Short guided positions: each shows one rule at work. Pick one to start.</source>
            <translation>簡短的引導局面：每一課示範一條規則。選一課開始。</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>開始</translation>
        </message>
        <message>
            <source>The lesson's move for %1 was refused: the lesson file does not fit the rules.</source>
            <translation>課上替 %1 走的一步被拒絕了：教學檔案與規則不符。</translation>
        </message>
        <message>
            <source>This lesson's table does not show what its text says: %1</source>
            <translation>牌桌與這一課的說明不符：%1</translation>
        </message>
        <message>
            <source>Wait: read the text and press Continue.</source>
            <translation>請稍等：讀完說明後按「繼續」。</translation>
        </message>
        <message>
            <source>Refused: %1</source>
            <translation>被拒絕：%1</translation>
        </message>
        <message>
            <source>That is a legal move, but not the one this lesson practises.</source>
            <translation>這一步合乎規則，但不是這一課要練的。</translation>
        </message>
        <message>
            <source>Right.</source>
            <translation>對了。</translation>
        </message>
        <message>
            <source>Refused, as the lesson said: %1</source>
            <translation>被拒絕了，正如課上所說：%1</translation>
        </message>
        <message>
            <source>The lesson's move: %1</source>
            <translation>這一課要走的是：%1</translation>
        </message>
        <message>
            <source>Lesson</source>
            <translation>教學</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>繼續</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>指給我看</translation>
        </message>
        <message>
            <source>Restart</source>
            <translation>重新開始</translation>
        </message>
        <message>
            <source>Next lesson</source>
            <translation>下一課</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>歡迎</translation>
        </message>
        <message>
            <source>New to these games? A first lesson takes a few minutes and shows how a turn works.</source>
            <translation>第一次玩這些遊戲嗎？第一課只要幾分鐘，教你一輪怎麼打。</translation>
        </message>
        <message>
            <source>Lesson 1: %1</source>
            <translation>第 1 課：%1</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>以後再說</translation>
        </message>
        <message>
            <source>Basic game</source>
            <translation>普通牌局</translation>
        </message>
        <message>
            <source>Advanced game</source>
            <translation>進階牌局</translation>
        </message>
        <message>
            <source>Basics</source>
            <translation>基礎</translation>
        </message>
    </context>
    <context>
        <name>Log</name>
        <message>
            <source>{name} takes the mouse.</source>
            <translation>{name} 接過滑鼠。</translation>
        </message>
        <message>
            <source>{card} is dissolved.</source>
            <translation>{card} 被解散。</translation>
        </message>
        <message>
            <source>{card} is killed and goes to the graveyard.</source>
            <translation>{card} 陣亡，進入墓地。</translation>
        </message>
        <message>
            <source>{card} is destroyed and goes to the graveyard.</source>
            <translation>{card} 被破壞，進入墓地。</translation>
        </message>
        <message>
            <source>{card} is sacrificed and goes to the graveyard.</source>
            <translation>{card} 被犧牲，進入墓地。</translation>
        </message>
        <message>
            <source>{card} is dying.</source>
            <translation>{card} 瀕死。</translation>
        </message>
        <message>
            <source>{player} loses the commander slot.</source>
            <translation>{player} 失去將領槽。</translation>
        </message>
        <message>
            <source>{card} returns to its owner's hand.</source>
            <translation>{card} 回到持有者手中。</translation>
        </message>
        <message>
            <source>{card} is destroyed.</source>
            <translation>{card} 被破壞。</translation>
        </message>
        <message>
            <source>{player} must draw from an empty camp.</source>
            <translation>{player} 必須從空的陣營抽牌。</translation>
        </message>
        <message>
            <source>{card} takes {n} damage.</source>
            <translation>{card} 受到 {n} 點傷害。</translation>
        </message>
        <message>
            <source>{card}: a triggered effect goes on the chain.</source>
            <translation>{card}：觸發的效果加入連鎖。</translation>
        </message>
        <message>
            <source>{card} loses its treasure.</source>
            <translation>{card} 失去寶物。</translation>
        </message>
        <message>
            <source>{card} survives.</source>
            <translation>{card} 生還。</translation>
        </message>
        <message>
            <source>{card} moves to the commander slot.</source>
            <translation>{card} 移到主將槽。</translation>
        </message>
        <message>
            <source>{card} moves to the strategist slot.</source>
            <translation>{card} 移到軍師槽。</translation>
        </message>
        <message>
            <source>{card} moves to a lieutenant slot.</source>
            <translation>{card} 移到副將槽。</translation>
        </message>
        <message>
            <source>{player} takes control of {card}.</source>
            <translation>{player} 取得 {card} 的控制權。</translation>
        </message>
        <message>
            <source>{card} is turned face up.</source>
            <translation>{card} 翻成正面。</translation>
        </message>
        <message>
            <source>{card} leaves the chain.</source>
            <translation>{card} 離開連鎖。</translation>
        </message>
        <message>
            <source>{card} leaves the chain: no target is left.</source>
            <translation>{card} 離開連鎖：沒有目標了。</translation>
        </message>
        <message>
            <source>{card} enters the field.</source>
            <translation>{card} 登場。</translation>
        </message>
        <message>
            <source>{player} loses.</source>
            <translation>{player} 落敗。</translation>
        </message>
        <message>
            <source>The props (道具牌) are {cards}; they go back into the draw pile.</source>
            <translation>道具牌是 {cards}；它們放回牌堆。</translation>
        </message>
        <message>
            <source>{card} is a prop (道具牌): it becomes the active prop (+{value}).</source>
            <translation>{card} 是道具牌：成為生效的道具（+{value}）。</translation>
        </message>
        <message>
            <source>Three props in a row with no drawer: the draw pile is shuffled and the draw goes on.</source>
            <translation>連續三張道具牌且無人抽到：牌堆重洗，繼續抽牌。</translation>
        </message>
        <message>
            <source>{name} drew three props: suspected cheating (作弊嫌疑), {name} concedes.</source>
            <translation>{name} 抽到三張道具牌：有作弊嫌疑，{name} 認輸。</translation>
        </message>
        <message>
            <source>{name}'s unarmed period ends: the unused strategy card {card} is discarded.</source>
            <translation>{name} 的無裝備期結束：未用的策略牌 {card} 被丟棄。</translation>
        </message>
        <message>
            <source>{name} is unarmed: effect and strategy come at the next upkeep.</source>
            <translation>{name} 沒有裝備：下次維持時取得效果和策略。</translation>
        </message>
        <message>
            <source>{name} is unarmed: the effect card {card} is turned face up.</source>
            <translation>{name} 沒有裝備：效果牌 {card} 翻成正面。</translation>
        </message>
        <message>
            <source>{name} draws a strategy card.</source>
            <translation>{name} 抽一張策略牌。</translation>
        </message>
        <message>
            <source>{name} draws the weapon card owed by the forced discard.</source>
            <translation>{name} 抽回強制丟棄所欠的武器牌。</translation>
        </message>
        <message>
            <source>{name} opts in (加入情況): risk and benefit are turned face up for this round.</source>
            <translation>{name} 加入情況：發覺牌和應然牌本回合翻成正面。</translation>
        </message>
        <message>
            <source>{name}'s strategy card is used and discarded.</source>
            <translation>{name} 的策略牌用過後丟棄。</translation>
        </message>
        <message>
            <source>{name}'s time-limited card is used up.</source>
            <translation>{name} 的時效牌用完了。</translation>
        </message>
        <message>
            <source>{name}'s trigger {x} beats both benefit {b} and risk {r}.</source>
            <translation>{name} 的觸發 {x} 同時勝過應然 {b} 和發覺 {r}。</translation>
        </message>
        <message>
            <source>{name}'s trigger {x} beats the benefit {b} but not the risk {r}.</source>
            <translation>{name} 的觸發 {x} 勝過應然 {b}，未勝過發覺 {r}。</translation>
        </message>
        <message>
            <source>{name}'s trigger {x} beats the risk {r} but not the benefit {b}.</source>
            <translation>{name} 的觸發 {x} 勝過發覺 {r}，未勝過應然 {b}。</translation>
        </message>
        <message>
            <source>{name}'s trigger {x} beats neither benefit {b} nor risk {r}.</source>
            <translation>{name} 的觸發 {x} 既未勝過應然 {b}，也未勝過發覺 {r}。</translation>
        </message>
        <message>
            <source>{name}: {m} and the effect card differ in parity, so there is no bonus.</source>
            <translation>{name}：{m} 與效果牌奇偶不同，沒有加成。</translation>
        </message>
        <message>
            <source>Forced cooperation (強制合作): the action is void and both intent cards are discarded.</source>
            <translation>強制合作：行動作廢，兩張意圖牌都被丟棄。</translation>
        </message>
        <message>
            <source>{name}'s strategy card {card} becomes a weapon modifier of {mod:+d}.</source>
            <translation>{name} 的策略牌 {card} 成為武器修正 {mod:+d}。</translation>
        </message>
        <message>
            <source>Forced trade (強制交易), initiated by {name}: each offers a hand card face down.</source>
            <translation>{name} 發起強制交易：雙方各蓋著交出一張手牌。</translation>
        </message>
        <message>
            <source>No exchange: a player has no hand card to offer.</source>
            <translation>沒有交換：有玩家沒有手牌可交出。</translation>
        </message>
        <message>
            <source>Forced plunder (強制掠奪) by {name}: the action is scored with base intents.</source>
            <translation>{name} 強制掠奪：以基本意圖計分。</translation>
        </message>
        <message>
            <source>Both piles are empty: {name} is owed the weapon card.</source>
            <translation>兩個牌堆都空了：欠 {name} 一張武器牌。</translation>
        </message>
        <message>
            <source>{name}'s strategy card {card} goes with the intent card to {other}'s collected pile.</source>
            <translation>{name} 的策略牌 {card} 隨意圖牌進入 {other} 的收牌。</translation>
        </message>
        <message>
            <source>{name} has no hand card: nothing is plundered.</source>
            <translation>{name} 沒有手牌：沒有被掠奪的牌。</translation>
        </message>
        <message>
            <source>{name} chooses which of the highest hand cards {other} plunders.</source>
            <translation>{name} 選擇 {other} 掠奪哪一張最大的手牌。</translation>
        </message>
        <message>
            <source>{name} plunders the highest card from {other}'s hand.</source>
            <translation>{name} 掠奪 {other} 手中最大的牌。</translation>
        </message>
        <message>
            <source>{name}'s strategy card {s} is discarded: the plundered card carries +{v}.</source>
            <translation>{name} 的策略牌 {s} 被丟棄：掠奪來的牌附加 +{v}。</translation>
        </message>
        <message>
            <source>{name} chooses a card to offer, face down.</source>
            <translation>{name} 蓋著選好交出的牌。</translation>
        </message>
        <message>
            <source>{name} and {other} swap the offered cards.</source>
            <translation>{name} 和 {other} 互換交出的牌。</translation>
        </message>
        <message>
            <source>{name} scores the action.</source>
            <translation>{name} 選擇計分。</translation>
        </message>
        <message>
            <source>{name} voids the action: the intent cards return to the hands.</source>
            <translation>{name} 作廢行動：意圖牌回到手中。</translation>
        </message>
        <message>
            <source>Only the bottom card (底牌) is left: continue the game? A yes places one's whole collected pile.</source>
            <translation>只剩底牌：繼續牌局嗎？投贊成要放出自己全部的收牌。</translation>
        </message>
        <message>
            <source>{name} votes no.</source>
            <translation>{name} 投反對。</translation>
        </message>
        <message>
            <source>{name} votes yes.</source>
            <translation>{name} 投贊成。</translation>
        </message>
        <message>
            <source>The continuation is refused: the game ends now.</source>
            <translation>繼續被否決：牌局立即結束。</translation>
        </message>
        <message>
            <source>The continuation is refused: the bottom card is played as the final round.</source>
            <translation>繼續被否決：底牌作為最後一回合。</translation>
        </message>
        <message>
            <source>No card was placed: the bottom card is played as the final round.</source>
            <translation>沒有放出任何牌：底牌作為最後一回合。</translation>
        </message>
        <message>
            <source>Everyone agrees: {n} collected cards become new round cards on the bottom card.</source>
            <translation>全體同意：{n} 張收牌成為底牌上的新回合牌。</translation>
        </message>
        <message>
            <source>The draw pile is empty: the discard pile is shuffled into a new draw pile.</source>
            <translation>牌堆已空：棄牌堆洗成新的牌堆。</translation>
        </message>
        <message>
            <source>Round {round}: the round card is {card} (value {value}); the round is {nature}.</source>
            <translation>第 {round} 回合：回合牌是 {card}（數值 {value}），{nature}回合。</translation>
        </message>
        <message>
            <source>This is the final round: every hand must be played out.</source>
            <translation>這是最後一回合：所有手牌都必須出完。</translation>
        </message>
        <message>
            <source>{name} rearms.</source>
            <translation>{name} 重新武裝。</translation>
        </message>
        <message>
            <source>{name} has no legal action and passes.</source>
            <translation>{name} 沒有合法行動，跳過。</translation>
        </message>
        <message>
            <source>{name} has no burden left and goes out!</source>
            <translation>{name} 負擔歸零，勝出！</translation>
        </message>
        <message>
            <source>{name} re-equips.</source>
            <translation>{name} 重新裝備。</translation>
        </message>
        <message>
            <source>{name} passes.</source>
            <translation>{name} 跳過。</translation>
        </message>
        <message>
            <source>{name} has no legal action and must discard a hand card.</source>
            <translation>{name} 沒有合法行動，必須丟棄一張手牌。</translation>
        </message>
        <message>
            <source>{name} offers their position to {other}.</source>
            <translation>{name} 向 {other} 讓位。</translation>
        </message>
        <message>
            <source>{name} accepts: the two swap places in the turn order.</source>
            <translation>{name} 接受：兩人交換出牌順序。</translation>
        </message>
        <message>
            <source>{name} declines the offer.</source>
            <translation>{name} 拒絕讓位。</translation>
        </message>
        <message>
            <source>{name} calls for a reshuffle: everything but the identities is dealt again.</source>
            <translation>{name} 要求重洗：除身份牌外全部重新發牌。</translation>
        </message>
        <message>
            <source>{name} reshuffles {n} collected cards into the draw pile and draws as many.</source>
            <translation>{name} 把 {n} 張收牌洗入牌堆，再抽同樣張數。</translation>
        </message>
        <message>
            <source>{name} pauses the game.</source>
            <translation>{name} 暫停牌局。</translation>
        </message>
        <message>
            <source>{name} resumes the game.</source>
            <translation>{name} 繼續牌局。</translation>
        </message>
        <message>
            <source>{name} abandons the game (棄局) and withdraws.</source>
            <translation>{name} 棄局，退出牌局。</translation>
        </message>
        <message>
            <source>{name} sits out this round (棄局).</source>
            <translation>{name} 本回合棄局。</translation>
        </message>
        <message>
            <source>{name} concedes (認輸).</source>
            <translation>{name} 認輸。</translation>
        </message>
        <message>
            <source>{name} exchanges {n} hand cards (交換).</source>
            <translation>{name} 交換 {n} 張手牌。</translation>
        </message>
        <message>
            <source>{name} calls for a role change (角色更換).</source>
            <translation>{name} 要求角色更換。</translation>
        </message>
        <message>
            <source>{actor} commits an intent card against {target}.</source>
            <translation>{actor} 對 {target} 蓋下一張意圖牌。</translation>
        </message>
        <message>
            <source>{name}'s weapon is used up; rearming is possible from round {round}.</source>
            <translation>{name} 的武器已用盡；第 {round} 回合起可重新武裝。</translation>
        </message>
        <message>
            <source>{name} has used the weapon {uses} of {cap} times.</source>
            <translation>{name} 已使用武器 {uses}／{cap} 次。</translation>
        </message>
        <message>
            <source>{name} collects both intent cards.</source>
            <translation>{name} 收下兩張意圖牌。</translation>
        </message>
        <message>
            <source>The totals are equal.</source>
            <translation>總數相等。</translation>
        </message>
        <message>
            <source>The defense becomes an attack: {name} collects both cards.</source>
            <translation>防守變為進攻：{name} 收下兩張牌。</translation>
        </message>
        <message>
            <source>The discard succeeds: {name} loses the weapon.</source>
            <translation>丟棄成功：{name} 失去武器。</translation>
        </message>
        <message>
            <source>The discard fails: the intent card is discarded.</source>
            <translation>丟棄失敗：意圖牌被丟棄。</translation>
        </message>
        <message>
            <source>The discard succeeds: {name} loses the equipment.</source>
            <translation>丟棄成功：{name} 失去裝備。</translation>
        </message>
        <message>
            <source>The discard fails.</source>
            <translation>丟棄失敗。</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <source>%1's %2</source>
            <translation>%1的%2</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>一張牌</translation>
        </message>
        <message>
            <source>+</source>
            <translation>＋</translation>
        </message>
        <message>
            <source>%1 (%2 bot), now that the cards are shown: %3</source>
            <translation>%1（%2電腦），現在牌已亮出：%3</translation>
        </message>
        <message>
            <source>%1 (%2 bot): %4 (%3)</source>
            <translation>%1（%2電腦）：%4（%3）</translation>
        </message>
        <message>
            <source>%1 (%2 bot): %3</source>
            <translation>%1（%2電腦）：%3</translation>
        </message>
        <message>
            <source>%1 decides again.</source>
            <translation>由 %1 重新決定。</translation>
        </message>
        <message>
            <source>The game is stuck: the same table came back %1 times without progress. The bots stopped.</source>
            <translation>牌局卡住了：同樣的牌面重複出現 %1 次而毫無進展。電腦已停止出牌。</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>%1: %2 → %3</source>
            <translation>%1：%2 → %3</translation>
        </message>
        <message>
            <source>%1 is revealed (%2)</source>
            <translation>%1 被亮出（%2）</translation>
        </message>
        <message>
            <source>%1 is turned face down (%2)</source>
            <translation>%1 蓋回背面（%2）</translation>
        </message>
        <message>
            <source>%1 is shuffled</source>
            <translation>%1 已洗牌</translation>
        </message>
        <message>
            <source>%1's turn</source>
            <translation>輪到 %1</translation>
        </message>
        <message>
            <source>Game over. Ranking: %1</source>
            <translation>牌局結束。名次：%1</translation>
        </message>
        <message>
            <source>{player}: {action} (the only legal answer)</source>
            <translation>{player}：{action}（唯一合法的回應）</translation>
        </message>
        <message>
            <source>{player} passes (no stop here)</source>
            <translation>{player} 跳過（此處沒有停留點）</translation>
        </message>
        <message>
            <source>{player} passes (until the end of the turn)</source>
            <translation>{player} 跳過（直到本回合結束）</translation>
        </message>
        <message>
            <source>{player} passes (until something happens)</source>
            <translation>{player} 跳過（直到有事發生）</translation>
        </message>
        <message>
            <source>{player} passes (lets their own chain item resolve)</source>
            <translation>{player} 跳過（讓自己的連環項目結算）</translation>
        </message>
        <message numerus="yes">
            <source>Undone: %n move(s), taken back from the log.</source>
            <translation>
                <numerusform>已復原 %n 步，並從記錄中撤回。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Redone: %n move(s).</source>
            <translation>
                <numerusform>已重做 %n 步。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n 張牌</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Paizhuo 牌桌</source>
            <translation>牌桌 Paizhuo</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>牌局(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>新牌局(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>開啟(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>儲存(&amp;S)</translation>
        </message>
        <message>
            <source>What to do now</source>
            <translation>現在該做什麼</translation>
        </message>
        <message>
            <source>Sa&amp;ve as…</source>
            <translation>另存新檔(&amp;V)…</translation>
        </message>
        <message>
            <source>&amp;Properties…</source>
            <translation>牌局資訊(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Actions</source>
            <translation>行動(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>結束(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>編輯(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>復原(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>檢視(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>語言(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>主題(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Light table</source>
            <translation>淺色牌桌(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Dark table</source>
            <translation>深色牌桌(&amp;D)</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>動畫速度(&amp;S)</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>即時</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <source>&amp;Bot speed</source>
            <translation>電腦速度(&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>設定(&amp;S)…</translation>
        </message>
        <message>
            <source>Show lo&amp;g</source>
            <translation>顯示記錄(&amp;G)</translation>
        </message>
        <message>
            <source>Sto&amp;ps…</source>
            <translation>停留點(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>說明(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>規則(&amp;R)</translation>
        </message>
        <message>
            <source>Rule for the card or place under the mouse</source>
            <translation>滑鼠所指的牌或位置的規則</translation>
        </message>
        <message>
            <source>&amp;About Paizhuo</source>
            <translation>關於牌桌(&amp;A)</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>記錄</translation>
        </message>
        <message>
            <source>Games that failed to load</source>
            <translation>載入失敗的遊戲</translation>
        </message>
        <message>
            <source>Could not save: %1</source>
            <translation>無法儲存：%1</translation>
        </message>
        <message>
            <source>Concede?</source>
            <extracomment>a ``WindowExtras`` subclass the main window makes once for this game (docks, menus), or None a ``NewGameExtras`` subclass the new-game dialog makes once for this game, or None how the log names this game's things</extracomment>
            <translation>認輸？</translation>
        </message>
        <message>
            <source>Concede the game? It ends the game for you.</source>
            <translation>要認輸嗎？這一局你就此結束。</translation>
        </message>
        <message>
            <source>Game ▸ New game (Ctrl+N) starts a game.</source>
            <translation>牌局 ▸ 新牌局（Ctrl+N）即可開始。</translation>
        </message>
        <message>
            <source>The game is over: see the ranking. Game ▸ New game starts another.</source>
            <translation>牌局已結束：請看名次。牌局 ▸ 新牌局可再開一局。</translation>
        </message>
        <message>
            <source>The bots stopped: the game went round in circles. Undo, save or start a new game.</source>
            <translation>電腦已停止：牌局在原地打轉。可以復原、儲存或開始新牌局。</translation>
        </message>
        <message>
            <source>Pass the PC to %1.</source>
            <translation>請把電腦交給 %1。</translation>
        </message>
        <message>
            <source>Your turn: drag a lit card onto a lit place, or choose a button.</source>
            <translation>輪到你：把亮起的牌拖到亮起的位置，或按一個按鈕。</translation>
        </message>
        <message>
            <source>Your turn: drag a lit card onto a lit place.</source>
            <translation>輪到你：把亮起的牌拖到亮起的位置。</translation>
        </message>
        <message>
            <source>Your turn: choose in the action bar.</source>
            <translation>輪到你：請在行動列中選擇。</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>輪到你。</translation>
        </message>
        <message>
            <source>Waiting for %1.</source>
            <translation>等待 %1。</translation>
        </message>
        <message>
            <source>%1 (bot) is thinking…</source>
            <translation>%1（電腦）思考中…</translation>
        </message>
        <message>
            <source>This game has no stops.</source>
            <translation>這個遊戲沒有停留點。</translation>
        </message>
        <message>
            <source>Game over — %1</source>
            <translation>牌局結束 — %1</translation>
        </message>
        <message>
            <source>The game is stuck</source>
            <translation>牌局卡住了</translation>
        </message>
        <message>
            <source>No game — Game ▸ New game</source>
            <translation>沒有牌局 — 牌局 ▸ 新牌局</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>牌局結束</translation>
        </message>
        <message>
            <source>This file cannot be opened (%1).</source>
            <translation>無法開啟這個檔案（%1）。</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>牌局</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>模式</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>亂數種子</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>開始時間</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>步數</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>回合</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>自訂規則</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>自訂</translation>
        </message>
        <message>
            <source>from “%1”</source>
            <translation>源自「%1」</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Sandbox — %1 has the mouse</source>
            <translation>自由牌桌 — %1 操作中</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>第 %1 回合</translation>
        </message>
        <message>
            <source>%1 to act</source>
            <translation>輪到 %1</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新牌局</translation>
        </message>
        <message>
            <source>Replace the running game?</source>
            <translation>取代進行中的牌局？</translation>
        </message>
        <message>
            <source>The game on the table is not finished. Save it before starting another one?</source>
            <translation>桌上的牌局尚未結束。開始另一局之前要先儲存嗎？</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>開啟存檔</translation>
        </message>
        <message>
            <source>Paizhuo saves (*.json)</source>
            <translation>牌桌存檔 (*.json)</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>開啟</translation>
        </message>
        <message>
            <source>Saved to %1</source>
            <translation>已儲存到 %1</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>儲存牌局</translation>
        </message>
        <message>
            <source>About Paizhuo</source>
            <translation>關於牌桌</translation>
        </message>
        <message>
            <source>Paizhuo 牌桌 %1 — a card table for Chinese card games.</source>
            <translation>牌桌 Paizhuo %1 — 中國紙牌遊戲的牌桌。</translation>
        </message>
        <message>
            <source>Ge&amp;stures</source>
            <translation>手勢(&amp;S)</translation>
        </message>
        <message>
            <source>(open)</source>
            <translation>（開放中）</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>Changed: %1 has %2</source>
            <translation>已更改：「%1」為 %2</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新牌局</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>牌局(&amp;G)：</translation>
        </message>
        <message>
            <source>&amp;Mode:</source>
            <translation>模式(&amp;M)：</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>玩家人數(&amp;P)：</translation>
        </message>
        <message>
            <source>S&amp;eed:</source>
            <translation>亂數種子(&amp;E)：</translation>
        </message>
        <message>
            <source>Play without hints (every human player agrees)</source>
            <translation>不用提示（所有真人玩家都同意）</translation>
        </message>
        <message>
            <source>Nobody may ask the Hard bot what it would do in this game.</source>
            <translation>這一局誰都不能問困難電腦會怎麼走。</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>座位</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>玩家 %1</translation>
        </message>
        <message>
            <source>Name of seat %1</source>
            <translation>座位 %1 的名字</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>真人</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>電腦</translation>
        </message>
        <message>
            <source>Seat %1 is played by</source>
            <translation>座位 %1 由誰來玩</translation>
        </message>
        <message>
            <source>How well this bot plays</source>
            <translation>這個電腦玩家的水平</translation>
        </message>
        <message>
            <source>Bot level of seat %1</source>
            <translation>座位 %1 的電腦程度</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>自訂規則</translation>
        </message>
        <message>
            <source>P&amp;reset:</source>
            <translation>規則組合(&amp;R)：</translation>
        </message>
        <message>
            <source>Back to the preset</source>
            <translation>回到預設組合</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>自訂</translation>
        </message>
        <message numerus="yes">
            <source>Custom: %n change(s) from “%1” (marked ●).</source>
            <translation>
                <numerusform>自訂：與「%1」有 %n 處不同（以 ● 標示）。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>General</source>
            <extracomment>translation context of game display names and mode names</extracomment>
            <translation>一般</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>牌</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>回合</translation>
        </message>
        <message>
            <source>Weapons</source>
            <translation>武器</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>計分</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>牌局結束</translation>
        </message>
        <message>
            <source>Gestures</source>
            <translation>手勢</translation>
        </message>
        <message>
            <source>Advanced layer</source>
            <translation>進階規則</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>回合進行</translation>
        </message>
        <message>
            <source>Battle</source>
            <translation>戰鬥</translation>
        </message>
        <message>
            <source>Decks in play</source>
            <translation>牌副數</translation>
        </message>
        <message>
            <source>Decks in play; automatic: 1 for basic with up to 5 players, else 2.</source>
            <translation>使用的牌副數；自動：普通局 5 人以內 1 副，否則 2 副。</translation>
        </message>
        <message>
            <source>automatic</source>
            <translation>自動</translation>
        </message>
        <message>
            <source>Blank card</source>
            <translation>空白牌</translation>
        </message>
        <message>
            <source>Use the blank card as the narrator's identity.</source>
            <translation>用空白牌作為旁白的身份牌。</translation>
        </message>
        <message>
            <source>Small joker value</source>
            <translation>小王數值</translation>
        </message>
        <message>
            <source>Value of the small joker.</source>
            <translation>小王的數值。</translation>
        </message>
        <message>
            <source>Big joker value</source>
            <translation>大王數值</translation>
        </message>
        <message>
            <source>Value of the big joker.</source>
            <translation>大王的數值。</translation>
        </message>
        <message>
            <source>Blank card value</source>
            <translation>空白牌數值</translation>
        </message>
        <message>
            <source>Value of the blank card.</source>
            <translation>空白牌的數值。</translation>
        </message>
        <message>
            <source>Same identity</source>
            <translation>同身份</translation>
        </message>
        <message>
            <source>When two players count as the same identity.</source>
            <translation>兩位玩家何時算同身份。</translation>
        </message>
        <message>
            <source>same role</source>
            <translation>同角色</translation>
        </message>
        <message>
            <source>same number</source>
            <translation>同數字</translation>
        </message>
        <message>
            <source>same role and number</source>
            <translation>同角色且同數字</translation>
        </message>
        <message>
            <source>Supply round value</source>
            <translation>補給回合數</translation>
        </message>
        <message>
            <source>Round value that makes a supply round.</source>
            <translation>構成補給回合的回合數。</translation>
        </message>
        <message>
            <source>Discard round value</source>
            <translation>丟棄回合數</translation>
        </message>
        <message>
            <source>Round value that makes a discard round.</source>
            <translation>構成丟棄回合的回合數。</translation>
        </message>
        <message>
            <source>Odd rounds attack</source>
            <translation>質數回合進攻</translation>
        </message>
        <message>
            <source>Odd round values attack, even ones defend.</source>
            <translation>回合數為質數時進攻，積數時防守。</translation>
        </message>
        <message>
            <source>Round cards</source>
            <translation>回合牌數</translation>
        </message>
        <message>
            <source>Number of round cards, the bottom card included.</source>
            <translation>回合牌數量（含底牌）。</translation>
        </message>
        <message>
            <source>First player</source>
            <translation>先手</translation>
        </message>
        <message>
            <source>Who plays first.</source>
            <translation>誰先出牌。</translation>
        </message>
        <message>
            <source>the landlord</source>
            <translation>地主</translation>
        </message>
        <message>
            <source>seat 1</source>
            <translation>1 號座位</translation>
        </message>
        <message>
            <source>chosen at random</source>
            <translation>隨機決定</translation>
        </message>
        <message>
            <source>Deal and draw quality and weapon cards.</source>
            <translation>發放並抽取質量牌和武器牌。</translation>
        </message>
        <message>
            <source>Tied attack</source>
            <translation>進攻平手</translation>
        </message>
        <message>
            <source>What happens when attack totals are equal.</source>
            <translation>進攻總數相等時如何處理。</translation>
        </message>
        <message>
            <source>each collects their own card</source>
            <translation>各自收回自己的牌</translation>
        </message>
        <message>
            <source>the attacker collects both</source>
            <translation>進攻者收兩張牌</translation>
        </message>
        <message>
            <source>both cards are discarded</source>
            <translation>兩張牌都丟棄</translation>
        </message>
        <message>
            <source>Defender</source>
            <translation>防守方</translation>
        </message>
        <message>
            <source>Who defends in a defense round.</source>
            <translation>防守回合由誰防守。</translation>
        </message>
        <message>
            <source>the target defends</source>
            <translation>目標防守</translation>
        </message>
        <message>
            <source>the actor defends</source>
            <translation>出牌者防守</translation>
        </message>
        <message>
            <source>Tied defense</source>
            <translation>防守平手</translation>
        </message>
        <message>
            <source>Who collects when a defense ties.</source>
            <translation>防守平手時誰收牌。</translation>
        </message>
        <message>
            <source>the target collects</source>
            <translation>目標收牌</translation>
        </message>
        <message>
            <source>the actor collects</source>
            <translation>出牌者收牌</translation>
        </message>
        <message>
            <source>Same-identity defense total</source>
            <translation>同身份防守總數</translation>
        </message>
        <message>
            <source>Former total of a same-identity defense: sum or max.</source>
            <translation>同身份防守的前者總數：相加或取大。</translation>
        </message>
        <message>
            <source>sum</source>
            <translation>相加</translation>
        </message>
        <message>
            <source>highest</source>
            <translation>取大</translation>
        </message>
        <message>
            <source>Successful discard</source>
            <translation>丟棄成功</translation>
        </message>
        <message>
            <source>Where the intent of a successful discard goes.</source>
            <translation>丟棄成功時意圖牌去哪裡。</translation>
        </message>
        <message>
            <source>the target collects it</source>
            <translation>目標收下</translation>
        </message>
        <message>
            <source>onto the discard pile</source>
            <translation>放入棄牌堆</translation>
        </message>
        <message>
            <source>Purge limit</source>
            <translation>清理上限</translation>
        </message>
        <message>
            <source>How many collected cards a purge may discard.</source>
            <translation>一次清理可丟棄多少張收牌。</translation>
        </message>
        <message>
            <source>by count</source>
            <translation>按張數</translation>
        </message>
        <message>
            <source>by value sum</source>
            <translation>按點數和</translation>
        </message>
        <message>
            <source>all of them</source>
            <translation>全部</translation>
        </message>
        <message>
            <source>Purge and re-equip</source>
            <translation>清理並重新裝備</translation>
        </message>
        <message>
            <source>Purge and re-equip in one supply turn.</source>
            <translation>在同一補給回合中清理並重新裝備。</translation>
        </message>
        <message>
            <source>Rearming</source>
            <translation>重新武裝</translation>
        </message>
        <message>
            <source>Rearming at upkeep is optional or mandatory.</source>
            <translation>維持階段重新武裝是可選還是必須。</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>可選</translation>
        </message>
        <message>
            <source>mandatory</source>
            <translation>必須</translation>
        </message>
        <message>
            <source>Cooldown rounds</source>
            <translation>冷卻回合</translation>
        </message>
        <message>
            <source>Rounds without rearming after a weapon is used up.</source>
            <translation>武器用盡後不能重新武裝的回合數。</translation>
        </message>
        <message>
            <source>Voluntary pass</source>
            <translation>自願跳過</translation>
        </message>
        <message>
            <source>Allow passing in attack, defense and discard rounds.</source>
            <translation>允許在進攻、防守和丟棄回合跳過。</translation>
        </message>
        <message>
            <source>Used-up equipment</source>
            <translation>用盡的裝備</translation>
        </message>
        <message>
            <source>Where used-up equipment goes.</source>
            <translation>用盡的裝備去哪裡。</translation>
        </message>
        <message>
            <source>under the draw pile</source>
            <translation>放到牌堆底</translation>
        </message>
        <message>
            <source>Play until</source>
            <translation>打到</translation>
        </message>
        <message>
            <source>Stop at the first player out, or play on.</source>
            <translation>第一位玩家出完即結束，或繼續打下去。</translation>
        </message>
        <message>
            <source>the first player is out</source>
            <translation>第一位玩家出完</translation>
        </message>
        <message>
            <source>one player is left</source>
            <translation>只剩一位玩家</translation>
        </message>
        <message>
            <source>Final round: equipment too</source>
            <translation>最後一回合：裝備也要出完</translation>
        </message>
        <message>
            <source>In the final round equipment must be played out too.</source>
            <translation>最後一回合也必須出完裝備。</translation>
        </message>
        <message>
            <source>Refused vote</source>
            <translation>投票被否決</translation>
        </message>
        <message>
            <source>What a refused continuation vote does.</source>
            <translation>繼續投票被否決時如何處理。</translation>
        </message>
        <message>
            <source>the bottom card is played last</source>
            <translation>最後打底牌</translation>
        </message>
        <message>
            <source>the game ends at once</source>
            <translation>牌局立即結束</translation>
        </message>
        <message>
            <source>Bonus rounding</source>
            <translation>加成取整</translation>
        </message>
        <message>
            <source>How halved bonuses are rounded.</source>
            <translation>減半加成的取整方式。</translation>
        </message>
        <message>
            <source>down</source>
            <translation>向下</translation>
        </message>
        <message>
            <source>to the nearest</source>
            <translation>四捨五入</translation>
        </message>
        <message>
            <source>up</source>
            <translation>向上</translation>
        </message>
        <message>
            <source>Bonus parity</source>
            <translation>加成奇偶</translation>
        </message>
        <message>
            <source>Bonus only when its parity matches the effect card.</source>
            <translation>只有奇偶與效果牌相符時才有加成。</translation>
        </message>
        <message>
            <source>Strategy refill</source>
            <translation>策略牌補充</translation>
        </message>
        <message>
            <source>When a new strategy card is drawn.</source>
            <translation>何時抽新的策略牌。</translation>
        </message>
        <message>
            <source>once per unarmed period</source>
            <translation>每個無裝備期一次</translation>
        </message>
        <message>
            <source>after each use</source>
            <translation>每次使用之後</translation>
        </message>
        <message>
            <source>Situation order</source>
            <translation>情況牌順序</translation>
        </message>
        <message>
            <source>Which situation card is checked first.</source>
            <translation>先檢查哪一張情況牌。</translation>
        </message>
        <message>
            <source>benefit first</source>
            <translation>先應然牌</translation>
        </message>
        <message>
            <source>risk first</source>
            <translation>先發覺牌</translation>
        </message>
        <message>
            <source>Forced situations</source>
            <translation>強制情況</translation>
        </message>
        <message>
            <source>Use the forced situations (cooperation, trade, plunder, discard).</source>
            <translation>使用強制情況（合作、交易、掠奪、丟棄）。</translation>
        </message>
        <message>
            <source>Forced trade</source>
            <translation>強制交易</translation>
        </message>
        <message>
            <source>When a forced trade fires.</source>
            <translation>何時觸發強制交易。</translation>
        </message>
        <message>
            <source>trigger against both benefits</source>
            <translation>觸發對兩張應然牌</translation>
        </message>
        <message>
            <source>by margin</source>
            <translation>按差額</translation>
        </message>
        <message>
            <source>Props</source>
            <translation>道具牌</translation>
        </message>
        <message>
            <source>Number of prop cards.</source>
            <translation>道具牌數量。</translation>
        </message>
        <message>
            <source>One prop a round</source>
            <translation>每回合一張道具</translation>
        </message>
        <message>
            <source>Limit props to one per round.</source>
            <translation>每回合最多一張道具牌。</translation>
        </message>
        <message>
            <source>Three props</source>
            <translation>三張道具</translation>
        </message>
        <message>
            <source>What three props in a row do.</source>
            <translation>連續三張道具牌時如何處理。</translation>
        </message>
        <message>
            <source>in a row</source>
            <translation>連續</translation>
        </message>
        <message>
            <source>by the same player</source>
            <translation>同一位玩家</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>無</translation>
        </message>
        <message>
            <source>Time-limited cards</source>
            <translation>時效牌</translation>
        </message>
        <message>
            <source>Deal time-limited cards.</source>
            <translation>發放時效牌。</translation>
        </message>
        <message>
            <source>Time-limited refill</source>
            <translation>時效牌補充</translation>
        </message>
        <message>
            <source>How many cards the time-limited refill draws.</source>
            <translation>時效牌補充時抽幾張。</translation>
        </message>
        <message>
            <source>fill the empty slot</source>
            <translation>補滿空位</translation>
        </message>
        <message>
            <source>one card</source>
            <translation>一張牌</translation>
        </message>
        <message>
            <source>Bottom card vote</source>
            <translation>底牌投票</translation>
        </message>
        <message>
            <source>Vote on continuing when only the bottom card is left.</source>
            <translation>只剩底牌時投票決定是否繼續。</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>Shuffle on continuing</source>
            <translation>繼續時洗牌</translation>
        </message>
        <message>
            <source>Shuffle the placed cards when play continues.</source>
            <translation>回合繼續時洗勻放入的牌。</translation>
        </message>
        <message>
            <source>Role change</source>
            <translation>角色更換</translation>
        </message>
        <message>
            <source>Where a role change takes the new roles from.</source>
            <translation>角色更換時新角色從哪裡來。</translation>
        </message>
        <message>
            <source>the identity cards</source>
            <translation>身份牌</translation>
        </message>
        <message>
            <source>the draw pile</source>
            <translation>牌堆</translation>
        </message>
        <message>
            <source>Abandoning</source>
            <translation>棄局</translation>
        </message>
        <message>
            <source>Abandoning leaves the game, or sits out one round.</source>
            <translation>棄局是退出整局，還是只停一回合。</translation>
        </message>
        <message>
            <source>leave the game</source>
            <translation>退出整局</translation>
        </message>
        <message>
            <source>sit out one round</source>
            <translation>停一回合</translation>
        </message>
        <message>
            <source>Abandoning costs</source>
            <translation>棄局代價</translation>
        </message>
        <message>
            <source>The hand card an abandoned round costs.</source>
            <translation>棄一回合要付出的手牌。</translation>
        </message>
        <message>
            <source>a card onto one's collected pile</source>
            <translation>一張牌放入自己的收牌</translation>
        </message>
        <message>
            <source>a card onto the discard pile</source>
            <translation>一張牌放入棄牌堆</translation>
        </message>
        <message>
            <source>Gesture windows</source>
            <translation>手勢時機</translation>
        </message>
        <message>
            <source>Ask every player in the gesture windows, or skip them.</source>
            <translation>手勢時機逐一詢問每位玩家，或略過。</translation>
        </message>
        <message>
            <source>ask everyone</source>
            <translation>詢問每個人</translation>
        </message>
        <message>
            <source>skip them</source>
            <translation>略過</translation>
        </message>
        <message>
            <source>As in the novel</source>
            <translation>照小說</translation>
        </message>
        <message>
            <source>Every rule as the novel's game describes it.</source>
            <translation>每條規則都照小說中的牌局。</translation>
        </message>
        <message>
            <source>Quick game</source>
            <translation>快速牌局</translation>
        </message>
        <message>
            <source>Three round cards, no gesture windows (pause and concede stay), two props: about half as long.</source>
            <translation>三張回合牌、不開手勢時機（暫停與認輸仍可用）、兩張道具牌：約一半長度。</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>牌組</translation>
        </message>
        <message>
            <source>The cards on the table.</source>
            <translation>桌上用的牌。</translation>
        </message>
        <message>
            <source>One deck with jokers (54)</source>
            <translation>一副牌含大小王（54 張）</translation>
        </message>
        <message>
            <source>Two decks with jokers (108)</source>
            <translation>兩副牌含大小王（108 張）</translation>
        </message>
        <message>
            <source>One deck without jokers (52)</source>
            <translation>一副牌不含大小王（52 張）</translation>
        </message>
        <message>
            <source>Starting provisions</source>
            <translation>起始糧草</translation>
        </message>
        <message>
            <source>Provisions each player starts with.</source>
            <translation>每位玩家的起始糧草。</translation>
        </message>
        <message>
            <source>Provisions cap</source>
            <translation>糧草上限</translation>
        </message>
        <message>
            <source>The starting provisions cap.</source>
            <translation>起始的糧草上限。</translation>
        </message>
        <message>
            <source>Smallest deck</source>
            <translation>最少牌數</translation>
        </message>
        <message>
            <source>Fewest cards a deck may have.</source>
            <translation>一副牌最少的張數。</translation>
        </message>
        <message>
            <source>Events per deck</source>
            <translation>每副牌事件數</translation>
        </message>
        <message>
            <source>Events per player, each with a different name.</source>
            <translation>每位玩家的事件數，名稱各不相同。</translation>
        </message>
        <message>
            <source>Formations per deck</source>
            <translation>每副牌陣型數</translation>
        </message>
        <message>
            <source>Formations per player, each with a different name.</source>
            <translation>每位玩家的陣型數，名稱各不相同。</translation>
        </message>
        <message>
            <source>Opening hand</source>
            <translation>起手牌</translation>
        </message>
        <message>
            <source>Cards in the opening hand.</source>
            <translation>起手牌數。</translation>
        </message>
        <message>
            <source>Mulligans</source>
            <translation>重抽次數</translation>
        </message>
        <message>
            <source>How often a player may redraw the opening hand.</source>
            <translation>玩家可以重抽起手牌的次數。</translation>
        </message>
        <message>
            <source>Hand limit</source>
            <translation>手牌上限</translation>
        </message>
        <message>
            <source>Most cards a hand may keep.</source>
            <translation>手牌最多可保留的張數。</translation>
        </message>
        <message>
            <source>Enemy shuffle</source>
            <translation>敵方洗牌</translation>
        </message>
        <message>
            <source>Whether each enemy shuffles your camp at the start.</source>
            <translation>開局時每位敵人是否為你的營地洗牌。</translation>
        </message>
        <message>
            <source>ask each enemy</source>
            <translation>詢問每位敵人</translation>
        </message>
        <message>
            <source>Cards drawn</source>
            <translation>抓牌數</translation>
        </message>
        <message>
            <source>Cards drawn in the draw phase.</source>
            <translation>抓牌階段抓的牌數。</translation>
        </message>
        <message>
            <source>First player draws</source>
            <translation>先手抓牌</translation>
        </message>
        <message>
            <source>The first player draws in turn 1.</source>
            <translation>先手在第一回合抓牌。</translation>
        </message>
        <message>
            <source>No battle in turn 1</source>
            <translation>第一輪不戰鬥</translation>
        </message>
        <message>
            <source>Nobody battles in the first round.</source>
            <translation>第一輪誰都不能戰鬥。</translation>
        </message>
        <message>
            <source>Command cards a turn</source>
            <translation>每回合兵權</translation>
        </message>
        <message>
            <source>Command cards placed and conscriptions together, per turn.</source>
            <translation>每回合擺放兵權與徵兵合計次數。</translation>
        </message>
        <message>
            <source>Conscription</source>
            <translation>徵兵</translation>
        </message>
        <message>
            <source>Allow conscription: any hand card put face down as a command card.</source>
            <translation>允許徵兵。</translation>
        </message>
        <message>
            <source>Generals a turn</source>
            <translation>每回合將領數</translation>
        </message>
        <message>
            <source>Generals deployed or set face down per turn; 0 = no limit.</source>
            <translation>每回合遣將與伏將次數；0＝不限。</translation>
        </message>
        <message>
            <source>Readiness</source>
            <translation>備戰</translation>
        </message>
        <message>
            <source>A general may not attack or use a tap ability the turn it arrives.</source>
            <translation>將領登場的回合不能攻擊，也不能使用橫置技能。</translation>
        </message>
        <message>
            <source>Strategies from hand</source>
            <translation>手牌中的謀略</translation>
        </message>
        <message>
            <source>At what speed stratagems are used from the hand.</source>
            <translation>從手牌使用謀略的速度。</translation>
        </message>
        <message>
            <source>each card's own speed</source>
            <translation>每張牌自己的速度</translation>
        </message>
        <message>
            <source>response speed</source>
            <translation>回應速度</translation>
        </message>
        <message>
            <source>Set strategies wait</source>
            <translation>蓋放的謀略要等</translation>
        </message>
        <message>
            <source>A stratagem set face down may not be used the turn it was set.</source>
            <translation>蓋放的謀略在蓋放當回合不能使用。</translation>
        </message>
        <message>
            <source>Flip speed</source>
            <translation>翻轉速度</translation>
        </message>
        <message>
            <source>At what speed a card is flipped.</source>
            <translation>翻轉卡牌的速度。</translation>
        </message>
        <message>
            <source>main action</source>
            <translation>主要行動</translation>
        </message>
        <message>
            <source>Event speed</source>
            <translation>事件速度</translation>
        </message>
        <message>
            <source>At what speed events are used.</source>
            <translation>使用事件的速度。</translation>
        </message>
        <message>
            <source>Which event</source>
            <translation>哪個事件</translation>
        </message>
        <message>
            <source>Which face-down event may be used.</source>
            <translation>可以使用哪一張蓋著的事件。</translation>
        </message>
        <message>
            <source>any of them</source>
            <translation>任何一張</translation>
        </message>
        <message>
            <source>the top one</source>
            <translation>最上面一張</translation>
        </message>
        <message>
            <source>Events a turn</source>
            <translation>每回合事件數</translation>
        </message>
        <message>
            <source>Events per player and turn (any player's turn).</source>
            <translation>每位玩家每回合的事件數（任何玩家的回合）。</translation>
        </message>
        <message>
            <source>Formations a turn</source>
            <translation>每回合結陣數</translation>
        </message>
        <message>
            <source>Formations formed per turn.</source>
            <translation>每回合結成陣型的次數。</translation>
        </message>
        <message>
            <source>Formed formations</source>
            <translation>已結成的陣型</translation>
        </message>
        <message>
            <source>Formed formations per player at a time.</source>
            <translation>每位玩家同時可結成的陣型數。</translation>
        </message>
        <message>
            <source>Strategist in formations</source>
            <translation>軍師加入陣型</translation>
        </message>
        <message>
            <source>The strategist may be a member of a formation.</source>
            <translation>軍師可以成為陣型成員。</translation>
        </message>
        <message>
            <source>Strategist attacks</source>
            <translation>軍師攻擊</translation>
        </message>
        <message>
            <source>The strategist may attack.</source>
            <translation>軍師可以攻擊。</translation>
        </message>
        <message>
            <source>Strategist defends</source>
            <translation>軍師防守</translation>
        </message>
        <message>
            <source>The strategist may defend.</source>
            <translation>軍師可以防守。</translation>
        </message>
        <message>
            <source>Commander attacks</source>
            <translation>主將攻擊</translation>
        </message>
        <message>
            <source>The commander may attack.</source>
            <translation>主將可以攻擊。</translation>
        </message>
        <message>
            <source>Commander defends</source>
            <translation>主將防守</translation>
        </message>
        <message>
            <source>The commander may defend.</source>
            <translation>主將可以防守。</translation>
        </message>
        <message>
            <source>Battles a turn</source>
            <translation>每回合戰鬥次數</translation>
        </message>
        <message>
            <source>Battles in one battle phase.</source>
            <translation>一個戰鬥階段中的戰鬥次數。</translation>
        </message>
        <message>
            <source>Attack target</source>
            <translation>攻擊目標</translation>
        </message>
        <message>
            <source>Whom a battle group may attack.</source>
            <translation>戰團可以攻擊誰。</translation>
        </message>
        <message>
            <source>any enemy</source>
            <translation>任一敵人</translation>
        </message>
        <message>
            <source>the next enemy</source>
            <translation>下一位敵人</translation>
        </message>
        <message>
            <source>Allies defend</source>
            <translation>盟友防守</translation>
        </message>
        <message>
            <source>Allies may add defenders.</source>
            <translation>盟友可以加入防守者。</translation>
        </message>
        <message>
            <source>Who places damage</source>
            <translation>誰分配傷害</translation>
        </message>
        <message>
            <source>Who places the points of combat damage.</source>
            <translation>誰分配戰鬥傷害的點數。</translation>
        </message>
        <message>
            <source>the receiver</source>
            <translation>承受傷害的一方</translation>
        </message>
        <message>
            <source>the dealer</source>
            <translation>造成傷害的一方</translation>
        </message>
        <message>
            <source>Excess damage</source>
            <translation>溢出傷害</translation>
        </message>
        <message>
            <source>Where a blocked battle group's unplaced points go.</source>
            <translation>被阻擋的戰團未分配的點數去哪裡。</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>作廢</translation>
        </message>
        <message>
            <source>to the attacked player's provisions</source>
            <translation>打到被攻擊玩家的糧草</translation>
        </message>
        <message>
            <source>Blocked stays blocked</source>
            <translation>被阻擋即一直被阻擋</translation>
        </message>
        <message>
            <source>A battle group whose defenders all left still counts as blocked.</source>
            <translation>防守者全部離開的戰團仍算被阻擋。</translation>
        </message>
        <message>
            <source>Combat damage clears</source>
            <translation>戰鬥傷害清除</translation>
        </message>
        <message>
            <source>When combat damage on generals is cleared.</source>
            <translation>將領身上的戰鬥傷害何時清除。</translation>
        </message>
        <message>
            <source>at the end of the turn</source>
            <translation>回合結束時</translation>
        </message>
        <message>
            <source>at the end of the battle</source>
            <translation>戰鬥結束時</translation>
        </message>
        <message>
            <source>Treasure that fizzles</source>
            <translation>失效的寶物</translation>
        </message>
        <message>
            <source>Where a treasure goes when its equipping leaves the chain.</source>
            <translation>裝備離開連鎖時寶物去哪裡。</translation>
        </message>
        <message>
            <source>to the graveyard</source>
            <translation>進入墓地</translation>
        </message>
        <message>
            <source>back to the hand</source>
            <translation>回到手牌</translation>
        </message>
        <message>
            <source>Hand limit check</source>
            <translation>手牌上限檢查</translation>
        </message>
        <message>
            <source>When the hand limit is checked.</source>
            <translation>何時檢查手牌上限。</translation>
        </message>
        <message>
            <source>at the end of one's own turn</source>
            <translation>自己的回合結束時</translation>
        </message>
        <message>
            <source>at the end of every turn</source>
            <translation>每個回合結束時</translation>
        </message>
        <message>
            <source>Empty camp</source>
            <translation>營地抽空</translation>
        </message>
        <message>
            <source>What a draw from an empty camp does.</source>
            <translation>從空的營地抽牌時如何處理。</translation>
        </message>
        <message>
            <source>the player loses</source>
            <translation>該玩家落敗</translation>
        </message>
        <message>
            <source>the draw is skipped</source>
            <translation>跳過抓牌</translation>
        </message>
        <message>
            <source>Round limit</source>
            <translation>回合上限</translation>
        </message>
        <message>
            <source>Rounds until a draw; 0 = none.</source>
            <translation>到和局為止的輪數；0＝不限。</translation>
        </message>
        <message>
            <source>Strategist loss</source>
            <translation>失去軍師</translation>
        </message>
        <message>
            <source>Provisions lost when one's strategist dies.</source>
            <translation>己方軍師陣亡時失去的糧草。</translation>
        </message>
        <message>
            <source>Commander kill draw</source>
            <translation>擊殺主將抓牌</translation>
        </message>
        <message>
            <source>Cards drawn for killing an enemy commander.</source>
            <translation>擊殺敵方主將時抓的牌數。</translation>
        </message>
        <message>
            <source>Intellect rule</source>
            <translation>智力規則</translation>
        </message>
        <message>
            <source>What meets a stratagem's intellect requirement (D.11).</source>
            <translation>以甚麼滿足謀略的智力要求（D.11）。</translation>
        </message>
        <message>
            <source>your face-up strategist</source>
            <translation>己方正面朝上的軍師</translation>
        </message>
        <message>
            <source>your highest face-up general</source>
            <translation>己方智力最高的正面將領</translation>
        </message>
        <message>
            <source>nothing: intellect has no rule use</source>
            <translation>無：智力不作規則之用</translation>
        </message>
        <message>
            <source>Deputy slots</source>
            <translation>副將位</translation>
        </message>
        <message>
            <source>Deputy general slots per player.</source>
            <translation>每位玩家的副將位數。</translation>
        </message>
        <message>
            <source>Strategy slots</source>
            <translation>謀略位</translation>
        </message>
        <message>
            <source>Strategy slots per player.</source>
            <translation>每位玩家的謀略位數。</translation>
        </message>
        <message>
            <source>As in the rules</source>
            <translation>照規則</translation>
        </message>
        <message>
            <source>Every number as the rules give it (D.9).</source>
            <translation>所有數值照規則（D.9）。</translation>
        </message>
        <message>
            <source>20 provisions instead of 30: battles decide sooner.</source>
            <translation>糧草 20 而非 30：戰鬥更快分出勝負。</translation>
        </message>
    </context>
    <context>
        <name>PhaseBar</name>
        <message>
            <source>Stop here on your turn (click to change)</source>
            <translation>在你的回合於此停下（按一下切換）</translation>
        </message>
        <message>
            <source>Stop here on the other players' turns (click to change)</source>
            <translation>在其他玩家的回合於此停下（按一下切換）</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>你的回合</translation>
        </message>
        <message>
            <source>%1's turn</source>
            <translation>%1 的回合</translation>
        </message>
        <message>
            <source>passing until the end of the turn</source>
            <translation>跳過至本回合結束</translation>
        </message>
        <message>
            <source>passing until something happens</source>
            <translation>跳過至有事發生</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>跳過</translation>
        </message>
        <message>
            <source>Next: %1</source>
            <translation>下一步：%1</translation>
        </message>
        <message>
            <source>Next phase</source>
            <translation>下一階段</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>結束回合</translation>
        </message>
        <message>
            <source>Until something happens</source>
            <translation>直到有事發生</translation>
        </message>
        <message>
            <source>F4: pass priority until this turn is over (and declare no attack on your own turn)</source>
            <translation>F4：跳過行動權直到本回合結束（在自己的回合不宣告進攻）</translation>
        </message>
        <message>
            <source>F6: pass priority until another player puts something on the chain, an attack is declared at you, or your turn begins</source>
            <translation>F6：跳過行動權，直到其他玩家把東西放上連環、有人向你宣告進攻，或你的回合開始</translation>
        </message>
        <message>
            <source>F5: pass priority now; the phase ends when every player passes in turn with an empty chain</source>
            <translation>F5：現在跳過行動權；連環為空時所有玩家依次跳過，此階段即結束</translation>
        </message>
    </context>
    <context>
        <name>PropertiesDialog</name>
        <message>
            <source>Game properties</source>
            <translation>牌局資訊</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>查找範圍(&amp;L)：</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>檔案類型(&amp;T)：</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>The replay file has no summary.</source>
            <translation>回放檔案沒有摘要。</translation>
        </message>
        <message>
            <source>The replay file has a malformed summary.</source>
            <translation>回放檔案的摘要格式不對。</translation>
        </message>
        <message>
            <source>{name} does not say which replay format it has.</source>
            <translation>{name} 沒有註明回放格式。</translation>
        </message>
        <message>
            <source>{name} was written by a newer version of Paizhuo (replay format {got}); this version reads format {want}.</source>
            <translation>{name} 是較新版本的牌桌寫的（回放格式 {got}）；這個版本只能讀取格式 {want}。</translation>
        </message>
        <message>
            <source>{name} is neither a saved game nor a replay.</source>
            <translation>{name} 既不是存檔也不是回放。</translation>
        </message>
        <message>
            <source>%1 moves</source>
            <translation>%1 出了一步</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Move %1</source>
            <translation>第 %1 步</translation>
        </message>
        <message>
            <source>Play from here</source>
            <translation>從這裡開始打</translation>
        </message>
        <message>
            <source>A new game starts from this position. Who sits where?</source>
            <translation>從這個局面開始一局新牌局。誰坐哪個位置？</translation>
        </message>
        <message>
            <source>Replay — %1</source>
            <translation>回放 — %1</translation>
        </message>
        <message>
            <source>To the start (Home)</source>
            <translation>到開頭 (Home)</translation>
        </message>
        <message>
            <source>Previous turn (Page Up)</source>
            <translation>上一輪 (Page Up)</translation>
        </message>
        <message>
            <source>Previous round (Page Up)</source>
            <translation>上一回合 (Page Up)</translation>
        </message>
        <message>
            <source>One move back (Left)</source>
            <translation>退一步（左）</translation>
        </message>
        <message>
            <source>Play or pause (Space)</source>
            <translation>播放或暫停（空白鍵）</translation>
        </message>
        <message>
            <source>One move forward (Right)</source>
            <translation>進一步（右）</translation>
        </message>
        <message>
            <source>Next turn (Page Down)</source>
            <translation>下一輪 (Page Down)</translation>
        </message>
        <message>
            <source>Next round (Page Down)</source>
            <translation>下一回合 (Page Down)</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>到最後 (End)</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>即時</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <source>Normal speed</source>
            <translation>普通速度</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <source>Very fast</source>
            <translation>很快</translation>
        </message>
        <message>
            <source>All cards open</source>
            <translation>所有牌都翻開</translation>
        </message>
        <message>
            <source>Through %1's eyes</source>
            <translation>以 %1 的視角</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>從這裡開始打…</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>開始</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>第 %1 回合</translation>
        </message>
        <message>
            <source>Turn %1 · %2</source>
            <translation>第 %1 輪 · %2</translation>
        </message>
        <message>
            <source>Round %1 · %2's turn</source>
            <translation>第 %1 回合 · 輪到 %2</translation>
        </message>
        <message>
            <source>Jump to…</source>
            <translation>跳到…</translation>
        </message>
        <message>
            <source>Move %1 of %2</source>
            <translation>第 %1 步，共 %2 步</translation>
        </message>
        <message>
            <source>%1's turn</source>
            <translation>輪到 %1</translation>
        </message>
        <message>
            <source>last move — %1</source>
            <translation>上一步 — %1</translation>
        </message>
        <message>
            <source>Game over — %1</source>
            <translation>牌局結束 — %1</translation>
        </message>
        <message>
            <source>End of the recording: the game was not finished</source>
            <translation>記錄到此為止：這一局沒有打完</translation>
        </message>
        <message>
            <source>Recent games</source>
            <translation>最近的牌局</translation>
        </message>
        <message>
            <source>No finished games yet: a game you play to the end is kept here.</source>
            <translation>還沒有打完的牌局：打到結束的牌局會保存在這裡。</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>回放</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日期</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>遊戲</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>結果</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>步數</translation>
        </message>
        <message>
            <source>This file cannot be replayed: %1</source>
            <translation>這個檔案無法回放：%1</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>The game is over.</source>
            <extracomment>names a refusal's fields for the reader, fn(key, value) -&gt; str | None (the game's table plug-in sets it)</extracomment>
            <translation>牌局已結束。</translation>
        </message>
        <message>
            <source>It is {name}'s turn.</source>
            <translation>現在輪到 {name}。</translation>
        </message>
        <message>
            <source>That card cannot be played now.</source>
            <translation>這張牌現在不能打出。</translation>
        </message>
        <message>
            <source>That card cannot go there now.</source>
            <translation>這張牌現在不能放到那裡。</translation>
        </message>
        <message>
            <source>There is no seat {seat}.</source>
            <translation>沒有座位 {seat}。</translation>
        </message>
        <message>
            <source>There is no card {card} on the table.</source>
            <translation>桌上沒有 {card} 這張牌。</translation>
        </message>
        <message>
            <source>There is no zone {zone}.</source>
            <translation>沒有 {zone} 這個位置。</translation>
        </message>
        <message>
            <source>Only its owner may take a card from a hand.</source>
            <translation>只有持有者能從手牌中取牌。</translation>
        </message>
        <message>
            <source>That zone is full.</source>
            <translation>那個位置已滿。</translation>
        </message>
        <message>
            <source>There is no such position in that zone.</source>
            <translation>那個位置沒有這個順位。</translation>
        </message>
        <message>
            <source>Deal between 1 and 20 cards each.</source>
            <translation>每人發 1 到 20 張牌。</translation>
        </message>
        <message>
            <source>line {line}: unknown card {ref}</source>
            <translation>第 {line} 行：未知的卡牌 {ref}</translation>
        </message>
        <message>
            <source>line {line}: a count must be at least 1</source>
            <translation>第 {line} 行：數量至少為 1</translation>
        </message>
        <message>
            <source>line {line}: {card} is a test card, not for decks</source>
            <translation>第 {line} 行：{card} 是測試卡，不能放入套牌</translation>
        </message>
        <message>
            <source>the deck has {n} cards; at least {min} are needed</source>
            <translation>套牌有 {n} 張卡；至少需要 {min} 張</translation>
        </message>
        <message>
            <source>{card} appears {n} times; at most 1 card per name</source>
            <translation>{card} 出現 {n} 次；同名卡至多 1 張</translation>
        </message>
        <message>
            <source>{n} event cards; at most {max}</source>
            <translation>{n} 張事件卡；至多 {max} 張</translation>
        </message>
        <message>
            <source>the event {card} appears {n} times; events must have different names</source>
            <translation>事件 {card} 出現 {n} 次；事件的名稱必須不同</translation>
        </message>
        <message>
            <source>{n} formation cards; at most {max}</source>
            <translation>{n} 張陣型卡；至多 {max} 張</translation>
        </message>
        <message>
            <source>the formation {card} appears {n} times; formations must have different names</source>
            <translation>陣型 {card} 出現 {n} 次；陣型的名稱必須不同</translation>
        </message>
        <message>
            <source>{player} is out of the game.</source>
            <translation>{player} 已出局。</translation>
        </message>
        <message>
            <source>{player} must choose first.</source>
            <translation>{player} 必須先做出選擇。</translation>
        </message>
        <message>
            <source>That is not an answer to the pending choice.</source>
            <translation>那不是對待決選擇的回答。</translation>
        </message>
        <message>
            <source>There is no such choice to make now.</source>
            <translation>現在沒有這樣的選擇要做。</translation>
        </message>
        <message>
            <source>{player} does not hold priority.</source>
            <translation>{player} 沒有行動權。</translation>
        </message>
        <message>
            <source>This game has no such action.</source>
            <translation>本遊戲沒有這種行動。</translation>
        </message>
        <message>
            <source>{card} is not in {zone}.</source>
            <translation>{card} 不在{zone}。</translation>
        </message>
        <message>
            <source>Only the turn player may do that, in the main phase, with an empty chain.</source>
            <translation>只有回合玩家能在準備階段、連環為空時這樣做。</translation>
        </message>
        <message>
            <source>Targets must be a list.</source>
            <translation>目標必須是列表。</translation>
        </message>
        <message>
            <source>Choose exactly the targets the card asks for.</source>
            <translation>請正好選擇卡牌要求的目標。</translation>
        </message>
        <message>
            <source>The same target may be chosen only once.</source>
            <translation>同一目標只能選擇一次。</translation>
        </message>
        <message>
            <source>That is not a legal target.</source>
            <translation>那不是合法的目標。</translation>
        </message>
        <message>
            <source>Only a command card can be placed in a command slot.</source>
            <translation>只有兵權卡能放入兵權槽。</translation>
        </message>
        <message>
            <source>At most {n} command placements or conscriptions per turn.</source>
            <translation>每回合至多 {n} 次擺放兵權或徵兵。</translation>
        </message>
        <message>
            <source>Conscription is switched off in this game.</source>
            <translation>本局關閉了徵兵。</translation>
        </message>
        <message>
            <source>Conscription puts the card into one of your command slots.</source>
            <translation>徵兵把卡牌放入你的一個兵權槽。</translation>
        </message>
        <message>
            <source>{zone} is not an open general slot of yours.</source>
            <translation>{zone}不是你開放的將領槽。</translation>
        </message>
        <message>
            <source>{action} {card} needs {need}; you have {have}.</source>
            <translation>{action}{card}需要{need}；你只有{have}。</translation>
        </message>
        <message>
            <source>{card} needs {stat} {need}; you have no face-up {role}.</source>
            <translation>{card}需要{stat} {need}；你沒有正面朝上的{role}。</translation>
        </message>
        <message>
            <source>{card} needs {stat} {need}; your {role} {general} has {have}.</source>
            <translation>{card}需要{stat} {need}；你的{role}{general}只有 {have}。</translation>
        </message>
        <message>
            <source>That general slot is occupied.</source>
            <translation>那個將領槽已被佔用。</translation>
        </message>
        <message>
            <source>At most {n} generals may be deployed or set per turn.</source>
            <translation>每回合至多遣將或伏將 {n} 次。</translation>
        </message>
        <message>
            <source>Only generals go into general slots.</source>
            <translation>只有將領能放入將領槽。</translation>
        </message>
        <message>
            <source>{card} may only be {roles}.</source>
            <translation>{card} 只能作為{roles}。</translation>
        </message>
        <message>
            <source>Flipping needs a face-down general of yours on the field.</source>
            <translation>翻轉需要你場上一名蓋放的將領。</translation>
        </message>
        <message>
            <source>That general is already being flipped.</source>
            <translation>那名將領已經在翻轉中。</translation>
        </message>
        <message>
            <source>Only stratagems go into stratagem slots.</source>
            <translation>只有謀略能放入謀略槽。</translation>
        </message>
        <message>
            <source>Setting a stratagem needs an empty stratagem slot of yours.</source>
            <translation>伏謀需要你的一個空謀略槽。</translation>
        </message>
        <message>
            <source>There is no card {card}.</source>
            <translation>沒有 {card} 這張牌。</translation>
        </message>
        <message>
            <source>That is not a stratagem.</source>
            <translation>那不是謀略。</translation>
        </message>
        <message>
            <source>A persistent stratagem needs an empty stratagem slot of yours.</source>
            <translation>持續謀略需要你的一個空謀略槽。</translation>
        </message>
        <message>
            <source>An instant stratagem takes no stratagem slot.</source>
            <translation>即時謀略不佔謀略槽。</translation>
        </message>
        <message>
            <source>That stratagem is already face up.</source>
            <translation>那張謀略已經翻開。</translation>
        </message>
        <message>
            <source>A set stratagem can be used from the next turn on.</source>
            <translation>蓋放的謀略從下一回合起才能發動。</translation>
        </message>
        <message>
            <source>A set stratagem stays in its own stratagem slot.</source>
            <translation>蓋放的謀略留在自己的謀略槽中。</translation>
        </message>
        <message>
            <source>You can use a stratagem from your hand or from your stratagem slots.</source>
            <translation>謀略可以從手牌或你的謀略槽發動。</translation>
        </message>
        <message>
            <source>The condition of {card} is not met.</source>
            <translation>{card} 的條件未滿足。</translation>
        </message>
        <message>
            <source>Only a treasure can be equipped.</source>
            <translation>只有寶物能被裝備。</translation>
        </message>
        <message>
            <source>A treasure can only be equipped to a face-up general of yours.</source>
            <translation>寶物只能裝備給你正面朝上的將領。</translation>
        </message>
        <message>
            <source>A general holds at most one treasure.</source>
            <translation>一名將領至多裝備一件寶物。</translation>
        </message>
        <message>
            <source>That formation is already formed.</source>
            <translation>那個陣型已經結成。</translation>
        </message>
        <message>
            <source>At most {n} formations may be formed per turn.</source>
            <translation>每回合至多結成 {n} 個陣型。</translation>
        </message>
        <message>
            <source>At most {n} formations may stand at a time.</source>
            <translation>同時至多有 {n} 個陣型結成。</translation>
        </message>
        <message>
            <source>Name one general for each entry of the formation.</source>
            <translation>請為陣型的每一格指定一名將領。</translation>
        </message>
        <message>
            <source>{card} cannot join a formation.</source>
            <translation>{card} 不能加入陣型。</translation>
        </message>
        <message>
            <source>{card} does not fit entry {entry}.</source>
            <translation>{card} 不符合陣型格 {entry}。</translation>
        </message>
        <message>
            <source>That formation is not formed.</source>
            <translation>那個陣型尚未結成。</translation>
        </message>
        <message>
            <source>That event has been used.</source>
            <translation>那張事件已經使用過。</translation>
        </message>
        <message>
            <source>Only the top face-down event can be used.</source>
            <translation>只能使用最上面一張蓋放的事件。</translation>
        </message>
        <message>
            <source>At most {n} events per turn.</source>
            <translation>每回合至多使用 {n} 張事件。</translation>
        </message>
        <message>
            <source>{card} has no such ability you can use.</source>
            <translation>{card} 沒有你能使用的這個技能。</translation>
        </message>
        <message>
            <source>That ability was used {n} times this turn.</source>
            <translation>這個技能本回合已使用 {n} 次。</translation>
        </message>
        <message>
            <source>A tap ability needs its card untapped.</source>
            <translation>橫置技能需要其卡牌正放。</translation>
        </message>
        <message>
            <source>{card} arrived this turn and is not ready.</source>
            <translation>{card} 本回合才上場，尚未就緒。</translation>
        </message>
        <message>
            <source>Only a general or a formation has a tap ability.</source>
            <translation>只有將領或陣型有橫置技能。</translation>
        </message>
        <message>
            <source>The condition of that ability is not met.</source>
            <translation>那個技能的條件未滿足。</translation>
        </message>
        <message>
            <source>Costs must be a list.</source>
            <translation>代價必須是列表。</translation>
        </message>
        <message>
            <source>You need {n} provisions to pay.</source>
            <translation>你需要 {n} 點糧草來支付。</translation>
        </message>
        <message>
            <source>That does not pay the cost.</source>
            <translation>這不足以支付代價。</translation>
        </message>
        <message>
            <source>Name a seat at this table.</source>
            <translation>請指定本桌的一個座位。</translation>
        </message>
        <message>
            <source>Only {n} mulligan per player.</source>
            <translation>每位玩家只能調度 {n} 次。</translation>
        </message>
        <message>
            <source>Answer yes or no.</source>
            <translation>請回答是或否。</translation>
        </message>
        <message>
            <source>{card} is already attacking.</source>
            <translation>{card} 已經在進攻。</translation>
        </message>
        <message>
            <source>{card} cannot attack now.</source>
            <translation>{card} 現在不能進攻。</translation>
        </message>
        <message>
            <source>{card} is a member of a formation and cannot attack alone.</source>
            <translation>{card} 是陣型成員，不能單獨進攻。</translation>
        </message>
        <message>
            <source>There is no battle group {group}.</source>
            <translation>沒有戰團 {group}。</translation>
        </message>
        <message>
            <source>That battle group attacks another player.</source>
            <translation>那個戰團進攻的是另一位玩家。</translation>
        </message>
        <message>
            <source>A battle group must attack an enemy.</source>
            <translation>戰團必須進攻敵人。</translation>
        </message>
        <message>
            <source>{card} is already defending.</source>
            <translation>{card} 已經在防守。</translation>
        </message>
        <message>
            <source>{card} cannot defend.</source>
            <translation>{card} 不能防守。</translation>
        </message>
        <message>
            <source>That battle group does not attack you.</source>
            <translation>那個戰團沒有進攻你。</translation>
        </message>
        <message>
            <source>Place at least one point.</source>
            <translation>至少分配一點。</translation>
        </message>
        <message>
            <source>{receiver} can take at most {n} more points.</source>
            <translation>{receiver} 至多還能承受 {n} 點。</translation>
        </message>
        <message>
            <source>{dealer} cannot damage {receiver}.</source>
            <translation>{dealer} 不能傷害 {receiver}。</translation>
        </message>
        <message>
            <source>No point of {dealer} can go on {receiver}.</source>
            <translation>{dealer} 的傷害點數不能分配給 {receiver}。</translation>
        </message>
        <message>
            <source>An assignment is a list of (dealer, receiver, points).</source>
            <translation>分配是（傷害來源, 承受者, 點數）的列表。</translation>
        </message>
        <message>
            <source>{dealer} has only {n} points.</source>
            <translation>{dealer} 只有 {n} 點。</translation>
        </message>
        <message>
            <source>{receiver} can take at most {n} points.</source>
            <translation>{receiver} 至多能承受 {n} 點。</translation>
        </message>
        <message>
            <source>{dealer} has points left while {receiver} is not filled.</source>
            <translation>{dealer} 還有剩餘點數，而 {receiver} 尚未分配滿。</translation>
        </message>
        <message>
            <source>That card does not match the search.</source>
            <translation>這張牌不符合搜尋條件。</translation>
        </message>
        <message>
            <source>You have no such waiting trigger.</source>
            <translation>你沒有這個等待中的觸發效果。</translation>
        </message>
        <message>
            <source>That trigger is not optional.</source>
            <translation>那個觸發效果不是可選的。</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <extracomment>state.cache key of the memo of one legality pass (see ``CheckedRules.legal_now``) the rule cited when an action kind has no check (or a field is malformed) optional hook ``candidate_runs(state, seat) -&gt; Iterable[Sequence[Action]]``: the candidates in runs, each run of one seat and one check (the same ``check_&lt;Kind&gt;`` for every class in it, so one common key); their concatenation is ``candidates(state, seat)``. A rule set with run-form checks (``@run_check``) gives it; without it the pass checks candidate by candidate. Kinds whose candidates the rule set makes only where ``check_common`` and the kind's own check accept them (for the seat asked): the pass takes such a candidate without running its checks again. ``exact_if``: kinds for which ``exact_candidate(state, action)`` says so candidate by candidate. A refusal is always the checks' own; a rule set that declares these proves it in a test (``legal_now(…, checked=True)`` checks every candidate, and the lists must be equal). None by default (the pass over ``candidate_runs`` checks everything).</extracomment>
            <translation>這不是本遊戲的一步。</translation>
        </message>
        <message>
            <source>That move is malformed.</source>
            <translation>這一步的格式不對。</translation>
        </message>
        <message>
            <source>Every part of this action is chosen.</source>
            <translation>此行動的每個部分都已選好。</translation>
        </message>
        <message>
            <source>{card} is chosen already.</source>
            <translation>{card} 已經選過了。</translation>
        </message>
        <message>
            <source>That is not a choice for this part.</source>
            <translation>這不是此部分的選項。</translation>
        </message>
        <message>
            <source>No choice is left for the next part of this action.</source>
            <translation>此行動的下一部分已無可選。</translation>
        </message>
        <message>
            <source>三国智</source>
            <translation>三國智</translation>
        </message>
        <message>
            <source>劇牌</source>
            <translation>劇牌</translation>
        </message>
        <message>
            <source>Targets are always other players.</source>
            <translation>目標必須是其他玩家。</translation>
        </message>
        <message>
            <source>A player with no hand card cannot be targeted in attack or defense rounds.</source>
            <translation>沒有手牌的玩家不能在進攻或防守回合被指定。</translation>
        </message>
        <message>
            <source>A supply round has no target: purge, re-equip or pass.</source>
            <translation>補給回合沒有目標：清理、重新裝備或跳過。</translation>
        </message>
        <message>
            <source>Purging and re-equipping are supply-round actions.</source>
            <translation>清理和重新裝備是補給回合的行動。</translation>
        </message>
        <message>
            <source>In attack, defense and discard rounds you must act when you can.</source>
            <translation>在進攻、防守和丟棄回合，能行動就必須行動。</translation>
        </message>
        <message>
            <source>In the final round every turn must play a hand card.</source>
            <translation>最後一回合每次輪到都必須出一張手牌。</translation>
        </message>
        <message>
            <source>That gesture is not available in this window or has been used.</source>
            <translation>此時不能做這個手勢，或已經用過。</translation>
        </message>
        <message>
            <source>{name} cannot be targeted: not in play this round.</source>
            <translation>{name} 本回合不在場，不能被指定。</translation>
        </message>
        <message>
            <source>A same-identity discard needs a target with equipment.</source>
            <translation>同身份丟棄的目標必須有裝備。</translation>
        </message>
        <message>
            <source>The target of a discard must hold a weapon card.</source>
            <translation>丟棄的目標必須持有武器牌。</translation>
        </message>
        <message>
            <source>Unknown weapon source.</source>
            <translation>未知的武器來源。</translation>
        </message>
        <message>
            <source>The defense actor commits an intent only, without a weapon.</source>
            <translation>防守回合的行動者只蓋意圖牌，不用武器。</translation>
        </message>
        <message>
            <source>With defense_mode=actor_defends the target commits an intent only.</source>
            <translation>defense_mode=actor_defends 時目標只蓋意圖牌。</translation>
        </message>
        <message>
            <source>A discard is made with the intent alone.</source>
            <translation>丟棄只用意圖牌。</translation>
        </message>
        <message>
            <source>The target of a discard commits an intent only.</source>
            <translation>丟棄的目標只蓋意圖牌。</translation>
        </message>
        <message>
            <source>The defender must use a weapon source when one is available.</source>
            <translation>防守者有武器來源時必須使用。</translation>
        </message>
        <message>
            <source>In the final round a weapon source must be used when one is available.</source>
            <translation>最後一回合有武器來源時必須使用。</translation>
        </message>
        <message>
            <source>That weapon source is not available to you now.</source>
            <translation>你現在不能使用這個武器來源。</translation>
        </message>
        <message>
            <source>There is no such seat.</source>
            <translation>沒有這個座位。</translation>
        </message>
        <message>
            <source>The game is paused; only {name} may resume or concede.</source>
            <translation>牌局暫停中；只有 {name} 能繼續或認輸。</translation>
        </message>
        <message>
            <source>{name} is no longer in the game.</source>
            <translation>{name} 已不在牌局中。</translation>
        </message>
        <message>
            <source>It is {name}'s decision now, not yours.</source>
            <translation>現在由 {name} 決定，不是你。</translation>
        </message>
        <message>
            <source>That is not possible at this moment of the round ({phase}).</source>
            <translation>回合的這個階段（{phase}）不能這樣做。</translation>
        </message>
        <message>
            <source>The intent card must come from your hand.</source>
            <translation>意圖牌必須來自你的手牌。</translation>
        </message>
        <message>
            <source>Nobody is waiting for your commitment now.</source>
            <translation>現在沒有人在等你蓋牌。</translation>
        </message>
        <message>
            <source>Nothing is drawn in the final round.</source>
            <translation>最後一回合不抽牌。</translation>
        </message>
        <message>
            <source>This game is played without weapons.</source>
            <translation>本局不使用武器。</translation>
        </message>
        <message>
            <source>You may discard a hand card only in the final round when no action is legal.</source>
            <translation>只有在最後一回合沒有合法行動時才能丟棄手牌。</translation>
        </message>
        <message>
            <source>Collected cards are discarded only by a purge.</source>
            <translation>收牌只能透過清理丟棄。</translation>
        </message>
        <message>
            <source>Only your own collected cards can be purged.</source>
            <translation>只能清理自己的收牌。</translation>
        </message>
        <message>
            <source>The purge intent pays for no more cards.</source>
            <translation>清理的意圖牌不足以再丟棄更多牌。</translation>
        </message>
        <message>
            <source>Players opt in only at their upkeep.</source>
            <translation>玩家只能在自己的維持階段加入情況。</translation>
        </message>
        <message>
            <source>There is no forced trade now.</source>
            <translation>現在沒有強制交易。</translation>
        </message>
        <message>
            <source>The offers have been made.</source>
            <translation>已經交出了。</translation>
        </message>
        <message>
            <source>Offer one of your own uncommitted hand cards.</source>
            <translation>交出一張你自己還沒打出的手牌。</translation>
        </message>
        <message>
            <source>Only the initiator chooses, once both offers are made.</source>
            <translation>雙方都交出後，只有發起人選擇。</translation>
        </message>
        <message>
            <source>Nobody is plundering your hand now.</source>
            <translation>現在沒有人掠奪你的手牌。</translation>
        </message>
        <message>
            <source>Give one of your highest hand cards.</source>
            <translation>交出一張你最大的手牌。</translation>
        </message>
        <message>
            <source>There is no continuation vote for you now.</source>
            <translation>現在沒有需要你投的繼續票。</translation>
        </message>
        <message>
            <source>A background text needs some words.</source>
            <translation>信息補充需要寫一些文字。</translation>
        </message>
        <message>
            <source>That background text is already recorded.</source>
            <translation>這段信息補充已經記錄了。</translation>
        </message>
        <message>
            <source>Gestures are made between actions, never while a commitment is pending.</source>
            <translation>手勢只能在行動之間做出，不能在蓋牌待決時。</translation>
        </message>
        <message>
            <source>An intent card from your hand is played face down against another player: drop it on that player's seat.</source>
            <translation>從手中蓋著打出一張意圖牌對另一位玩家：把它放到那位玩家的座位上。</translation>
        </message>
        <message>
            <source>As the target you answer with an intent card from your hand in your own play area.</source>
            <translation>作為目標，你從手中打一張意圖牌到自己的出牌區來應對。</translation>
        </message>
        <message>
            <source>A purge first discards one hand card onto the discard pile; it pays for collected cards.</source>
            <translation>清理先把一張手牌丟到棄牌堆；用它來支付收牌。</translation>
        </message>
        <message>
            <source>While purging, only collected cards paid for by the purge go onto the discard pile.</source>
            <translation>清理時，只有清理所支付的收牌能丟到棄牌堆。</translation>
        </message>
        <message>
            <source>In the final round with no legal action, one hand card of your choice goes onto the discard pile.</source>
            <translation>最後一回合沒有合法行動時，把你選的一張手牌丟到棄牌堆。</translation>
        </message>
        <message>
            <source>In a forced trade you offer one hand card, face down, in your own play area.</source>
            <translation>強制交易時，你把一張手牌蓋著放到自己的出牌區交出。</translation>
        </message>
        <message>
            <source>Abandoning the round costs one hand card, onto your collected pile.</source>
            <translation>棄局一回合要付一張手牌，放到你的收牌。</translation>
        </message>
        <message>
            <source>A general from your hand goes into an empty general slot of yours (主将, 军师 or 副将) in your main phase.</source>
            <translation>手牌中的將領在你的主要階段放入你的空將領槽（主將、軍師或副將）。</translation>
        </message>
        <message>
            <source>A 兵权 card from your hand goes into the 兵权槽 of its corps.</source>
            <translation>手牌中的兵權牌放入其兵種的兵權槽。</translation>
        </message>
        <message>
            <source>Conscription (征兵) puts a card from your hand face down into a 兵权槽 of yours.</source>
            <translation>徵兵是把一張手牌背面朝上放入你的兵權槽。</translation>
        </message>
        <message>
            <source>A 谋略 is set face down into an empty 谋略槽 of yours.</source>
            <translation>謀略背面朝上放入你的空謀略槽。</translation>
        </message>
        <message>
            <source>A 谋略 is used by dropping it on the chain, from your hand or from its 谋略槽.</source>
            <translation>從手牌或其謀略槽把謀略拖到連環上即可使用。</translation>
        </message>
        <message>
            <source>An 事件 is used by dropping it on the chain.</source>
            <translation>把事件拖到連環上即可使用。</translation>
        </message>
        <message>
            <source>A treasure goes onto a face-up general of yours.</source>
            <translation>寶物放到你正面朝上的將領上。</translation>
        </message>
        <message>
            <source>An attacker goes into a 战团 box: a new one against an enemy, or one already formed.</source>
            <translation>攻擊者放入戰團框：對某個敵人的新戰團，或已組成的戰團。</translation>
        </message>
        <message>
            <source>A defender goes into the 战团 it blocks.</source>
            <translation>防禦者放入它所阻擋的戰團。</translation>
        </message>
        <message>
            <source>Damage is placed by dropping the card that deals it on the card that takes it.</source>
            <translation>分配傷害：把造成傷害的牌拖到承受傷害的牌上。</translation>
        </message>
        <message>
            <source>A card you discard goes onto your 墓地.</source>
            <translation>你棄置的牌放入你的墓地。</translation>
        </message>
        <message>
            <source>A card you take goes into your hand.</source>
            <translation>你拿取的牌放入你的手牌。</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules of %1</source>
            <translation>%1規則</translation>
        </message>
    </context>
    <context>
        <name>Sanguozhi</name>
        <message>
            <source>out</source>
            <translation>出局</translation>
        </message>
        <message>
            <source>hand %1</source>
            <translation>手牌 %1</translation>
        </message>
        <message>
            <source>camp %1</source>
            <translation>營地 %1</translation>
        </message>
        <message>
            <source>a face-down card</source>
            <translation>一張蓋放的牌</translation>
        </message>
        <message>
            <source>{player} forms {card}.</source>
            <translation>{player} 結成 {card}。</translation>
        </message>
        <message>
            <source>{player} uses the event {card}.</source>
            <translation>{player} 使用事件 {card}。</translation>
        </message>
        <message>
            <source>Set it face down instead (伏将)</source>
            <translation>改為蓋放（伏將）</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>chosen: %1</source>
            <translation>已選：%1</translation>
        </message>
        <message>
            <source>That card is not a choice for this part.</source>
            <translation>這張牌不是此部分的選項。</translation>
        </message>
        <message>
            <source>ATK %1</source>
            <translation>攻 %1</translation>
        </message>
        <message>
            <source>DEF %1</source>
            <translation>守 %1</translation>
        </message>
        <message>
            <source>dying</source>
            <translation>瀕死</translation>
        </message>
        <message>
            <source>New battle group</source>
            <translation>新戰團</translation>
        </message>
        <message>
            <source>drop an attacker here</source>
            <translation>把進攻者拖到這裡</translation>
        </message>
        <message>
            <source>no defender</source>
            <translation>無防守者</translation>
        </message>
        <message>
            <source>三国智 &amp;deck editor…</source>
            <translation>三國智組卡器(&amp;D)…</translation>
        </message>
        <message>
            <source>San Guo Zhi</source>
            <translation>三國智</translation>
        </message>
        <message>
            <source>Other deck file…</source>
            <translation>其他卡組檔案…</translation>
        </message>
        <message>
            <source>Open a deck</source>
            <translation>打開卡組</translation>
        </message>
        <message>
            <source>三国智 decks (*.txt *.json)</source>
            <translation>三國智卡組 (*.txt *.json)</translation>
        </message>
    </context>
    <context>
        <name>SanguozhiPanel</name>
        <message>
            <source>a hidden card</source>
            <translation>一張未知的牌</translation>
        </message>
        <message>
            <source>targets: %1</source>
            <translation>目標：%1</translation>
        </message>
        <message>
            <source>Your choices (click or Enter)</source>
            <translation>你的選擇（點擊或 Enter）</translation>
        </message>
        <message>
            <source>Pass (Ctrl+Enter)</source>
            <translation>跳過（Ctrl+Enter）</translation>
        </message>
        <message>
            <source>Turn %1 · %2 · %3</source>
            <translation>第 %1 回合 · %2 · %3</translation>
        </message>
        <message>
            <source>your move</source>
            <translation>輪到你</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>（空）</translation>
        </message>
        <message>
            <source>no defender</source>
            <translation>無防守者</translation>
        </message>
        <message>
            <source>Damage to place</source>
            <translation>待分配的傷害</translation>
        </message>
        <message>
            <source>Room left (health)</source>
            <translation>剩餘生命</translation>
        </message>
        <message>
            <source>No battle now.</source>
            <translation>目前沒有戰鬥。</translation>
        </message>
        <message>
            <source>Done with this part</source>
            <translation>此部分完成</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>返回上一步</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <translation>取消（Esc）</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>設定</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>語言(&amp;L)：</translation>
        </message>
        <message>
            <source>Light table</source>
            <translation>淺色牌桌</translation>
        </message>
        <message>
            <source>Dark table</source>
            <translation>深色牌桌</translation>
        </message>
        <message>
            <source>&amp;Theme:</source>
            <translation>主題(&amp;T)：</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>動畫速度(&amp;A)：</translation>
        </message>
        <message>
            <source>A bot's move is shown %1 s after the move before it</source>
            <translation>電腦的一步在前一步之後 %1 秒才顯示</translation>
        </message>
        <message>
            <source>&amp;Bot speed:</source>
            <translation>電腦速度(&amp;B)：</translation>
        </message>
        <message>
            <source>Skip windows where I have no gesture</source>
            <translation>略過我沒有手勢可用的時機</translation>
        </message>
        <message>
            <source>Stop at every window</source>
            <translation>每個時機都停下</translation>
        </message>
        <message>
            <source>Skip them all (pause and concede stay in the menu)</source>
            <translation>全部略過（暫停與認輸仍在選單中）</translation>
        </message>
        <message>
            <source>&amp;Gesture windows:</source>
            <translation>手勢時機(&amp;G)：</translation>
        </message>
        <message>
            <source>&amp;Four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green)</source>
            <translation>四色牌(&amp;F)（♠ 黑、♥ 紅、♦ 藍、♣ 綠）</translation>
        </message>
        <message>
            <source>S&amp;uit letters beside the symbols</source>
            <translation>花色旁加上文字(&amp;U)</translation>
        </message>
        <message>
            <source>Show the l&amp;og</source>
            <translation>顯示記錄(&amp;O)</translation>
        </message>
    </context>
    <context>
        <name>SituationEditor</name>
        <message>
            <source>Situation table (劇牌 §7.8)</source>
            <translation>情況表（劇牌 §7.8）</translation>
        </message>
        <message>
            <source>Row v10(card): the risk (發覺) and benefit (應然) names, the actual value S and the class of the card's bonus (weak ×½, normal ×1, strong ×1½).</source>
            <translation>每行 v10(牌)：發覺和應然的名稱、實際數值 S 以及加成等級（弱 ×½，普通 ×1，強 ×1½）。</translation>
        </message>
        <message>
            <source>Risk 發覺</source>
            <translation>發覺牌</translation>
        </message>
        <message>
            <source>Benefit 應然</source>
            <translation>應然牌</translation>
        </message>
        <message>
            <source>Value S</source>
            <translation>數值 S</translation>
        </message>
        <message>
            <source>Class</source>
            <translation>等級</translation>
        </message>
        <message>
            <source>Reset to the rules' table</source>
            <translation>恢復規則的表</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>human players</source>
            <translation>真人玩家</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>統計</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>遊戲：</translation>
        </message>
        <message>
            <source>Player:</source>
            <translation>玩家：</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>重設統計…</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>所有遊戲</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>所有人</translation>
        </message>
        <message>
            <source>No finished games yet.</source>
            <translation>還沒有打完的牌局。</translation>
        </message>
        <message>
            <source>%1 games, %2 won (%3%). Longest winning streak: %4; current streak: %5.</source>
            <translation>共 %1 局，贏了 %2 局（%3%）。最長連勝：%4；目前連勝：%5。</translation>
        </message>
        <message>
            <source>place %1: %2</source>
            <translation>第 %1 名：%2</translation>
        </message>
        <message>
            <source>Places — %1</source>
            <translation>名次 — %1</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>對手</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>局數</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>勝率</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>重設統計</translation>
        </message>
        <message>
            <source>Forget every result kept so far?</source>
            <translation>要清除目前保存的所有成績嗎？</translation>
        </message>
    </context>
    <context>
        <name>StopsDialog</name>
        <message>
            <source>Stops</source>
            <translation>停留點</translation>
        </message>
        <message>
            <source>Where the table stops to let you act; elsewhere it passes priority for you. A prompt with one legal answer is always answered for you.</source>
            <translation>牌桌在這些地方停下讓你行動；其他地方會替你跳過行動權。只有一種合法回應的提問一律替你回應。</translation>
        </message>
        <message>
            <source>Phase</source>
            <translation>階段</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>你的回合</translation>
        </message>
        <message>
            <source>Others' turns</source>
            <translation>其他玩家的回合</translation>
        </message>
        <message>
            <source>Stop whenever another player puts something on the chain</source>
            <translation>其他玩家把東西放上連環時停下</translation>
        </message>
        <message>
            <source>Stop when an attack is declared at you</source>
            <translation>有人向你宣告進攻時停下</translation>
        </message>
        <message>
            <source>Pass on your own chain items (they resolve)</source>
            <translation>自己的連環項目在頂端時自動跳過（讓它結算）</translation>
        </message>
        <message>
            <source>When your own item is on top of the chain, the table passes for you so that it resolves, unless an attack is declared at you.</source>
            <translation>你自己的項目在連環頂端時，牌桌替你跳過讓它結算，但有人向你宣告進攻時除外。</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>(bot)</source>
            <translation>（電腦）</translation>
        </message>
        <message>
            <source>Card table</source>
            <extracomment>fn() -&gt; the widget Tab goes to after the table's last item (the window sets it: its first button)</extracomment>
            <translation>牌桌</translation>
        </message>
        <message numerus="yes">
            <source>burden %n</source>
            <translation>
                <numerusform>負擔 %n</numerusform>
            </translation>
        </message>
        <message>
            <source>you</source>
            <translation>你</translation>
        </message>
        <message>
            <source>Weapon source of your next play [劇牌 §5.4]</source>
            <translation>下一次出牌的武器來源 [劇牌 §5.4]</translation>
        </message>
        <message>
            <source>a face-down card</source>
            <translation>一張背面朝上的牌</translation>
        </message>
        <message>
            <source>your %1</source>
            <translation>你的%1</translation>
        </message>
        <message>
            <source>%2's %1</source>
            <translation>%2的%1</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>第 %1 張，共 %2 張</translation>
        </message>
        <message>
            <source>It can be played now: Enter opens its actions.</source>
            <translation>現在可以出這張牌：按 Enter 打開它的動作。</translation>
        </message>
        <message>
            <source>A place your card can go: Enter plays it here.</source>
            <translation>你的牌可以放到這裡：按 Enter 出在這裡。</translation>
        </message>
        <message>
            <source>value %1</source>
            <translation>數值 %1</translation>
        </message>
        <message>
            <source>%1, %2, situation value %3</source>
            <translation>%1，%2，情況數值 %3</translation>
        </message>
        <message>
            <source>the bottom card (底牌)</source>
            <translation>底牌</translation>
        </message>
        <message>
            <source>Rule for this place</source>
            <translation>此位置的規則</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n 張牌</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>手牌 %n 張</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Terms</name>
        <message>
            <source>Identity</source>
            <translation>身份</translation>
        </message>
        <message>
            <source>Hand (intent)</source>
            <translation>手牌（意圖）</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>手牌</translation>
        </message>
        <message>
            <source>Quality</source>
            <translation>質量</translation>
        </message>
        <message>
            <source>Weapon</source>
            <translation>武器</translation>
        </message>
        <message>
            <source>Collected</source>
            <translation>收牌</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>出牌</translation>
        </message>
        <message>
            <source>Trigger</source>
            <translation>觸發牌</translation>
        </message>
        <message>
            <source>Risk</source>
            <translation>發覺牌</translation>
        </message>
        <message>
            <source>Benefit</source>
            <translation>應然牌</translation>
        </message>
        <message>
            <source>Effect</source>
            <translation>效果牌</translation>
        </message>
        <message>
            <source>Strategy</source>
            <translation>策略牌</translation>
        </message>
        <message>
            <source>Time-limited</source>
            <translation>時效牌</translation>
        </message>
        <message>
            <source>Draw pile</source>
            <translation>牌堆</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>棄牌堆</translation>
        </message>
        <message>
            <source>Round pile</source>
            <translation>回合牌堆</translation>
        </message>
        <message>
            <source>Round card</source>
            <translation>回合牌</translation>
        </message>
        <message>
            <source>Props</source>
            <translation>道具牌</translation>
        </message>
        <message>
            <source>Out of game</source>
            <translation>出局</translation>
        </message>
        <message>
            <source>Stock</source>
            <translation>牌庫</translation>
        </message>
        <message>
            <source>Table area</source>
            <translation>桌面</translation>
        </message>
        <message>
            <source>Spot 1</source>
            <translation>位置 1</translation>
        </message>
        <message>
            <source>Spot 2</source>
            <translation>位置 2</translation>
        </message>
        <message>
            <source>Spot 3</source>
            <translation>位置 3</translation>
        </message>
        <message>
            <source>Spot 4</source>
            <translation>位置 4</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>回合</translation>
        </message>
        <message>
            <source>Intent</source>
            <translation>意圖</translation>
        </message>
        <message>
            <source>Weapon value</source>
            <translation>武器值</translation>
        </message>
        <message>
            <source>Equipment</source>
            <translation>裝備</translation>
        </message>
        <message>
            <source>Bonus</source>
            <translation>加成</translation>
        </message>
        <message>
            <source>Prop</source>
            <translation>道具</translation>
        </message>
        <message>
            <source>Situation</source>
            <translation>情況</translation>
        </message>
        <message>
            <source>attack total</source>
            <translation>進攻總數</translation>
        </message>
        <message>
            <source>defense, former</source>
            <translation>防守前者</translation>
        </message>
        <message>
            <source>defense, latter</source>
            <translation>防守後者</translation>
        </message>
        <message>
            <source>discard attack</source>
            <translation>丟棄攻擊</translation>
        </message>
        <message>
            <source>discard intent</source>
            <translation>丟棄意圖</translation>
        </message>
        <message>
            <source>discard, quality</source>
            <translation>丟棄質量</translation>
        </message>
        <message>
            <source>purge limit</source>
            <translation>清理上限</translation>
        </message>
        <message>
            <source>Round {n} begins</source>
            <translation>第 {n} 回合開始</translation>
        </message>
        <message>
            <source>Setup window: gestures before round 1</source>
            <translation>準備階段：第 1 回合前的手勢</translation>
        </message>
        <message>
            <source>Round-start window</source>
            <translation>回合開始手勢時機</translation>
        </message>
        <message>
            <source>Final-round window</source>
            <translation>最後回合手勢時機</translation>
        </message>
        <message>
            <source>Attack</source>
            <translation>進攻</translation>
        </message>
        <message>
            <source>Defense</source>
            <translation>防守</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>補給</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>丟棄</translation>
        </message>
        <message>
            <source>Setup</source>
            <translation>準備</translation>
        </message>
        <message>
            <source>Gesture window</source>
            <translation>手勢時機</translation>
        </message>
        <message>
            <source>Upkeep</source>
            <translation>維持</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>出牌</translation>
        </message>
        <message>
            <source>Answer</source>
            <translation>應對</translation>
        </message>
        <message>
            <source>Purge</source>
            <translation>清理</translation>
        </message>
        <message>
            <source>Trade</source>
            <translation>交易</translation>
        </message>
        <message>
            <source>Vote</source>
            <translation>投票</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>暫停</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>牌局結束</translation>
        </message>
        <message>
            <source>Yield</source>
            <translation>讓位</translation>
        </message>
        <message>
            <source>Landlord</source>
            <translation>地主</translation>
        </message>
        <message>
            <source>Farmer</source>
            <translation>農民</translation>
        </message>
        <message>
            <source>Coordinator</source>
            <translation>協調員</translation>
        </message>
        <message>
            <source>Narrator</source>
            <translation>旁白</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>勝出</translation>
        </message>
        <message>
            <source>Withdrawn</source>
            <translation>已棄局</translation>
        </message>
        <message>
            <source>Conceded</source>
            <translation>已認輸</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>在場</translation>
        </message>
        <message>
            <source>No weapon</source>
            <translation>不用武器</translation>
        </message>
        <message>
            <source>Identity · trigger</source>
            <translation>身份 · 觸發</translation>
        </message>
        <message>
            <source>Trigger score</source>
            <translation>觸發值</translation>
        </message>
        <message>
            <source>Actor's benefit</source>
            <translation>行動方應然牌</translation>
        </message>
        <message>
            <source>Target's benefit</source>
            <translation>目標方應然牌</translation>
        </message>
        <message>
            <source>Actor's risk</source>
            <translation>行動方發覺牌</translation>
        </message>
        <message>
            <source>Target's risk</source>
            <translation>目標方發覺牌</translation>
        </message>
        <message>
            <source>Cap</source>
            <translation>上限</translation>
        </message>
        <message>
            <source>Adjusted intent</source>
            <translation>調整後意圖</translation>
        </message>
        <message>
            <source>Bonus base</source>
            <translation>加成基數</translation>
        </message>
        <message>
            <source>Class numerator</source>
            <translation>等級分子</translation>
        </message>
        <message>
            <source>Class denominator</source>
            <translation>等級分母</translation>
        </message>
        <message>
            <source>MIN</source>
            <translation>最小</translation>
        </message>
        <message>
            <source>MAX</source>
            <translation>最大</translation>
        </message>
        <message>
            <source>trigger check</source>
            <translation>觸發檢查</translation>
        </message>
        <message>
            <source>benefit check</source>
            <translation>應然檢查</translation>
        </message>
        <message>
            <source>risk check</source>
            <translation>發覺檢查</translation>
        </message>
        <message>
            <source>cap (effect × round)</source>
            <translation>上限（效果×回合）</translation>
        </message>
        <message>
            <source>situation adjustment, benefit</source>
            <translation>情況調整，應然</translation>
        </message>
        <message>
            <source>situation adjustment, risk</source>
            <translation>情況調整，發覺</translation>
        </message>
        <message>
            <source>bonus base</source>
            <translation>加成基數</translation>
        </message>
        <message>
            <source>situation bonus</source>
            <translation>情況加成</translation>
        </message>
        <message>
            <source>forced cooperation check</source>
            <translation>強制合作檢查</translation>
        </message>
        <message>
            <source>forced cooperation (強制合作)</source>
            <translation>強制合作</translation>
        </message>
        <message>
            <source>forced trade check</source>
            <translation>強制交易檢查</translation>
        </message>
        <message>
            <source>forced trade (強制交易)</source>
            <translation>強制交易</translation>
        </message>
        <message>
            <source>forced plunder check</source>
            <translation>強制掠奪檢查</translation>
        </message>
        <message>
            <source>forced plunder (強制掠奪)</source>
            <translation>強制掠奪</translation>
        </message>
        <message>
            <source>forced discard check</source>
            <translation>強制丟棄檢查</translation>
        </message>
        <message>
            <source>forced discard (強制丟棄)</source>
            <translation>強制丟棄</translation>
        </message>
        <message>
            <source>Continuation vote (底牌)</source>
            <translation>繼續投票（底牌）</translation>
        </message>
        <message>
            <source>weak</source>
            <translation>弱</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>strong</source>
            <translation>強</translation>
        </message>
        <message>
            <source>必發</source>
            <translation>必發</translation>
        </message>
        <message>
            <source>跳發</source>
            <translation>跳發</translation>
        </message>
        <message>
            <source>開發</source>
            <translation>開發</translation>
        </message>
        <message>
            <source>借發</source>
            <translation>借發</translation>
        </message>
        <message>
            <source>調發</source>
            <translation>調發</translation>
        </message>
        <message>
            <source>直發</source>
            <translation>直發</translation>
        </message>
        <message>
            <source>偶發</source>
            <translation>偶發</translation>
        </message>
        <message>
            <source>接發</source>
            <translation>接發</translation>
        </message>
        <message>
            <source>突發</source>
            <translation>突發</translation>
        </message>
        <message>
            <source>揭發</source>
            <translation>揭發</translation>
        </message>
        <message>
            <source>必然</source>
            <translation>必然</translation>
        </message>
        <message>
            <source>突然</source>
            <translation>突然</translation>
        </message>
        <message>
            <source>已然</source>
            <translation>已然</translation>
        </message>
        <message>
            <source>偶然</source>
            <translation>偶然</translation>
        </message>
        <message>
            <source>居然</source>
            <translation>居然</translation>
        </message>
        <message>
            <source>依然</source>
            <translation>依然</translation>
        </message>
        <message>
            <source>瞬然</source>
            <translation>瞬然</translation>
        </message>
        <message>
            <source>果然</source>
            <translation>果然</translation>
        </message>
        <message>
            <source>竟然</source>
            <translation>竟然</translation>
        </message>
        <message>
            <source>盡然</source>
            <translation>盡然</translation>
        </message>
        <message>
            <source>Provisions gained</source>
            <translation>獲得糧草</translation>
        </message>
        <message>
            <source>Provisions lost</source>
            <translation>失去糧草</translation>
        </message>
        <message>
            <source>Damage to provisions</source>
            <translation>糧草受到傷害</translation>
        </message>
        <message>
            <source>Strategist lost</source>
            <translation>失去軍師</translation>
        </message>
        <message>
            <source>Provisions cap</source>
            <translation>糧草上限</translation>
        </message>
        <message>
            <source>Provisions</source>
            <translation>糧草</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>數量</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation>傷害</translation>
        </message>
        <message>
            <source>Penalty</source>
            <translation>懲罰</translation>
        </message>
        <message>
            <source>Main phase</source>
            <translation>準備階段</translation>
        </message>
        <message>
            <source>Battle phase</source>
            <translation>戰鬥階段</translation>
        </message>
        <message>
            <source>End phase</source>
            <translation>結束階段</translation>
        </message>
        <message>
            <source>Draw phase</source>
            <translation>抓牌階段</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>抓牌</translation>
        </message>
        <message>
            <source>Main</source>
            <translation>準備</translation>
        </message>
        <message>
            <source>Battle start</source>
            <translation>戰鬥開始</translation>
        </message>
        <message>
            <source>Defence</source>
            <translation>防守</translation>
        </message>
        <message>
            <source>Battle end</source>
            <translation>戰鬥結束</translation>
        </message>
        <message>
            <source>End</source>
            <translation>結束</translation>
        </message>
    </context>
    <context>
        <name>WhatNow</name>
        <message>
            <source>no weapon</source>
            <translation>無武器</translation>
        </message>
        <message>
            <source>weapon %1 × %2</source>
            <translation>武器 %1 × %2</translation>
        </message>
        <message>
            <source>you: %1 × card + %2, they: %1 × card + their weapon; the lower total collects both cards</source>
            <translation>你：%1 × 出牌＋%2，對方：%1 × 出牌＋他的武器；總數較小者收下兩張牌</translation>
        </message>
        <message>
            <source>weapon %1 + card</source>
            <translation>武器 %1＋出牌</translation>
        </message>
        <message>
            <source>card alone</source>
            <translation>只有出牌</translation>
        </message>
        <message>
            <source>you defend: %1 against their %2 + card; the lower total collects both cards</source>
            <translation>你防守：%1 對他的 %2＋出牌；總數較小者收下兩張牌</translation>
        </message>
        <message>
            <source>you: %1 + card against their weapon + card; the lower total collects both cards</source>
            <translation>你：%1＋出牌 對 他的武器＋出牌；總數較小者收下兩張牌</translation>
        </message>
        <message>
            <source>their card against your card; if theirs is higher you lose your equipment</source>
            <translation>他的牌對你的牌；他的較大時你失去裝備</translation>
        </message>
        <message>
            <source>your card against their quality card: higher takes away their weapon</source>
            <translation>你的牌對他的質量牌：較大時拿走他的武器</translation>
        </message>
        <message>
            <source>%1 offers you their position (讓位, §8): accept or decline in the action bar.</source>
            <translation>%1 把位置讓給你（讓位，§8）：請在行動列中接受或拒絕。</translation>
        </message>
        <message>
            <source>You paused the game (暫停, §8): Resume in the action bar, or concede in the Gestures menu.</source>
            <translation>你暫停了牌局（§8）：可在行動列中繼續，或在手勢選單中認輸。</translation>
        </message>
        <message>
            <source>Upkeep: rearm — draw quality and weapon cards into your empty slots (§5.3) — or not.</source>
            <translation>整備：是否重新武裝——把質量牌與武器牌抽到空的位置（§5.3）。</translation>
        </message>
        <message>
            <source>Upkeep: opt in (加入情況, §7.2)? Your risk and benefit go face up and your actions this round check your trigger.</source>
            <translation>整備：要加入情況嗎（§7.2）？你的風險牌與效益牌翻成正面，本回合的行動要檢查觸發條件。</translation>
        </message>
        <message>
            <source>%1 plays against you (%2 round): drag a hand card into your own play area — %3.</source>
            <translation>%1 對你出牌（%2回合）：把一張手牌拖到你自己的出牌區——%3。</translation>
        </message>
        <message>
            <source>it pays for %1 more</source>
            <translation>還可以抵付 %1 張</translation>
        </message>
        <message>
            <source>it pays for a value of %1 more</source>
            <translation>還可以抵付數值 %1</translation>
        </message>
        <message>
            <source>it pays for all of them</source>
            <translation>全部都可以抵付</translation>
        </message>
        <message>
            <source>Purge (§4.3): drag collected cards onto the discard pile — %1 — then Stop purging.</source>
            <translation>清理（§4.3）：把收牌拖到棄牌堆——%1——然後按「結束清理」。</translation>
        </message>
        <message>
            <source>Forced plunder (強制掠奪, §7.6): %1 takes one of your highest hand cards — drag the one you give onto their lit hand.</source>
            <translation>強制掠奪（§7.6）：%1 會拿走你一張最大的手牌——把你要給的那張拖到他亮起的手牌區。</translation>
        </message>
        <message>
            <source>Forced trade (強制交易, §7.6): decide in the dialog.</source>
            <translation>強制交易（§7.6）：請在對話框中決定。</translation>
        </message>
        <message>
            <source>Continuation vote (§7.9): decide in the dialog.</source>
            <translation>回合繼續的表決（§7.9）：請在對話框中決定。</translation>
        </message>
        <message>
            <source>Final round, nobody left to play against: drag one hand card onto the discard pile (§6.2).</source>
            <translation>最後一回合，已沒有可出牌的對象：把一張手牌拖到棄牌堆（§6.2）。</translation>
        </message>
        <message>
            <source>Supply round (§4.3): purge — drag a hand card onto the discard pile to pay for collected cards — re-equip, or pass.</source>
            <translation>補給回合（§4.3）：清理——把一張手牌拖到棄牌堆來抵付收牌——重新裝備，或跳過。</translation>
        </message>
        <message>
            <source>%1 round (%2)</source>
            <translation>%1回合（%2）</translation>
        </message>
        <message>
            <source>final round: every turn plays a hand card</source>
            <translation>最後一回合：每個回合都要出一張手牌</translation>
        </message>
        <message>
            <source>%1: drag a hand card onto an opponent's play area — %2.</source>
            <translation>%1：把一張手牌拖到對手的出牌區——%2。</translation>
        </message>
        <message>
            <source>Nothing can be played now: pass.</source>
            <translation>現在沒有牌可出：請跳過。</translation>
        </message>
        <message>
            <source>Setup window</source>
            <translation>開局手勢時機</translation>
        </message>
        <message>
            <source>Round-start window</source>
            <translation>回合開始手勢時機</translation>
        </message>
        <message>
            <source>Final-round window</source>
            <translation>最後回合手勢時機</translation>
        </message>
        <message>
            <source>Gesture window</source>
            <translation>手勢時機</translation>
        </message>
        <message>
            <source>%1: no gesture is open to you — press Done.</source>
            <translation>%1：你沒有可用的手勢——請按「完成」。</translation>
        </message>
        <message>
            <source>%1 (§8): in the Gestures menu — %2 — or press Done.</source>
            <translation>%1（§8）：手勢選單中有——%2——或按「完成」。</translation>
        </message>
        <message>
            <source>You played against %1: waiting for their answer.</source>
            <translation>你對 %1 出了牌：等待他回應。</translation>
        </message>
        <message>
            <source>%1 paused the game.</source>
            <translation>%1 暫停了牌局。</translation>
        </message>
        <message>
            <source>End your part of this gesture window [劇牌 §8].</source>
            <translation>結束你在這個手勢時機中的部分 [劇牌 §8]。</translation>
        </message>
        <message>
            <source>Make no action this turn [劇牌 §3.4].</source>
            <translation>本回合不行動 [劇牌 §3.4]。</translation>
        </message>
        <message>
            <source>Draw new equipment instead of purging [劇牌 §4.3].</source>
            <translation>不清理收牌，改為抽新的裝備 [劇牌 §4.3]。</translation>
        </message>
        <message>
            <source>Stop discarding collected cards [劇牌 §4.3].</source>
            <translation>停止丟棄收牌 [劇牌 §4.3]。</translation>
        </message>
        <message>
            <source>End your pause: play goes on [劇牌 §8].</source>
            <translation>結束你的暫停：牌局繼續 [劇牌 §8]。</translation>
        </message>
        <message>
            <source>Take the offered position in the turn order, or keep yours [劇牌 §8].</source>
            <translation>接受讓出的出牌順位，或保留你自己的 [劇牌 §8]。</translation>
        </message>
        <message>
            <source>Attack %1 with %2 (%3)</source>
            <translation>以 %2 進攻 %1（%3）</translation>
        </message>
        <message>
            <source>Defense round: play %2 against %1 (%3)</source>
            <translation>防守回合：以 %2 對 %1 出牌（%3）</translation>
        </message>
        <message>
            <source>Discard attack on %1 with %2 (%3)</source>
            <translation>以 %2 對 %1 丟棄（%3）</translation>
        </message>
        <message>
            <source>Play %2 against %1 (%3)</source>
            <translation>以 %2 對 %1 出牌（%3）</translation>
        </message>
        <message>
            <source>Answer %1 with %2 (%3)</source>
            <translation>以 %2 回應 %1（%3）</translation>
        </message>
        <message>
            <source>Setup: choose who plays first.</source>
            <translation>開局：選擇誰先出牌。</translation>
        </message>
        <message>
            <source>Setup: keep your opening hand, or take a mulligan (draw a new hand).</source>
            <translation>開局：保留起手牌，或重抽一手新牌。</translation>
        </message>
        <message>
            <source>Triggered effect of %1: use it or not (side panel or action bar).</source>
            <translation>%1的觸發效果：是否發動？（在側邊面板或行動列中選擇）</translation>
        </message>
        <message>
            <source>Decide: choose in the side panel or in the action bar.</source>
            <translation>請決定：在側邊面板或行動列中選擇。</translation>
        </message>
        <message>
            <source>A chain is open: answer it at response speed (a strategy, event or ability), or pass to let it resolve.</source>
            <translation>連環進行中：以回應速度應對（謀略、事件或技能），或跳過讓它結算。</translation>
        </message>
        <message>
            <source>Attack: drag your generals into the battle box to declare them attackers, then end the attack.</source>
            <translation>進攻：把你的武將拖到戰鬥區宣告為進攻者，然後結束進攻。</translation>
        </message>
        <message>
            <source>Defence: drag generals into the battle box to block, then end the defence.</source>
            <translation>防守：把武將拖到戰鬥區阻擋，然後結束防守。</translation>
        </message>
        <message>
            <source>Combat damage: place the points on the generals, in the side panel.</source>
            <translation>戰鬥傷害：在側邊面板中把傷害分配到武將上。</translation>
        </message>
        <message>
            <source>Attackers declared: use a strategy, event or ability now, or pass to the defence.</source>
            <translation>進攻者已宣告：現在可使用謀略、事件或技能，或跳過進入防守。</translation>
        </message>
        <message>
            <source>No blockers: the attack goes through unless you answer now (a strategy, event or ability), or pass to the damage.</source>
            <translation>無人防守：除非現在應對（謀略、事件或技能），進攻將直接打到玩家；或跳過進入傷害。</translation>
        </message>
        <message>
            <source>Defenders declared: use a strategy, event or ability before the damage, or pass.</source>
            <translation>防守者已宣告：可在傷害前使用謀略、事件或技能，或跳過。</translation>
        </message>
        <message>
            <source>Main phase: set or deploy generals, place command cards, set or use strategies (drag from your hand), or pass.</source>
            <translation>準備階段：蓋放或遣出武將、擺放兵權、蓋放或使用謀略（從手牌拖出），或跳過。</translation>
        </message>
        <message>
            <source>Draw phase: use a strategy or event now, or pass.</source>
            <translation>抓牌階段：現在使用謀略或事件，或跳過。</translation>
        </message>
        <message>
            <source>Battle: use a strategy, event or ability now, or pass.</source>
            <translation>戰鬥：現在使用謀略、事件或技能，或跳過。</translation>
        </message>
        <message>
            <source>End phase: use a strategy or event now, or pass.</source>
            <translation>結束階段：現在使用謀略或事件，或跳過。</translation>
        </message>
        <message>
            <source>Draw new quality and weapon cards into your empty equipment slots [劇牌 §5.3].</source>
            <translation>把新的質量牌與武器牌抽到空的裝備位 [劇牌 §5.3]。</translation>
        </message>
        <message>
            <source>Stay unarmed this round; you may rearm at a later upkeep [劇牌 §5.3].</source>
            <translation>本回合保持無裝備；之後的整備時仍可重新武裝 [劇牌 §5.3]。</translation>
        </message>
        <message>
            <source>Turn your risk and benefit face up: this round your actions check your trigger, and forced situations may fire [劇牌 §7.2].</source>
            <translation>把風險牌與效益牌翻成正面：本回合你的行動要檢查觸發條件，也可能引發強制情況 [劇牌 §7.2]。</translation>
        </message>
        <message>
            <source>Keep your risk and benefit face down this round: your actions are scored as in the basic game [劇牌 §7.2].</source>
            <translation>本回合風險牌與效益牌保持背面朝上：你的行動照普通牌局計分 [劇牌 §7.2]。</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>劇牌 Ju Pai</source>
            <translation>劇牌</translation>
        </message>
        <message>
            <source>Shed your burden of cards in duels of intent; the first with none wins.</source>
            <translation>在意圖的較量中卸下手上的負擔，最先出完者勝。</translation>
        </message>
        <message>
            <source>Basic</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>Advanced</source>
            <translation>進階</translation>
        </message>
        <message>
            <source>Sandbox (free table)</source>
            <translation>自由牌桌</translation>
        </message>
        <message>
            <source>A free table: move, flip and shuffle cards as you like.</source>
            <translation>自由牌桌：隨意移動、翻轉和洗牌。</translation>
        </message>
        <message>
            <source>三国智 San Guo Zhi</source>
            <translation>三國智</translation>
        </message>
        <message>
            <source>Generals, strategies and battles of the Three Kingdoms, deck against deck.</source>
            <translation>三國的將領、謀略與戰鬥，牌組對牌組。</translation>
        </message>
    </context>
</TS>