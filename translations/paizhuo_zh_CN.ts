<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>Actions</name>
        <message>
            <source>Flip {card}</source>
            <translation>翻转 {card}</translation>
        </message>
        <message>
            <source>Shuffle {zone}</source>
            <translation>洗 {zone}</translation>
        </message>
        <message>
            <source>Deal {count} card(s) to everyone</source>
            <translation>每人发 {count} 张牌</translation>
        </message>
        <message>
            <source>Pass the mouse to the next seat</source>
            <translation>把滑鼠交给下一位</translation>
        </message>
        <message>
            <source>Move {card} to {zone}</source>
            <translation>把 {card} 移到 {zone}</translation>
        </message>
        <message>
            <source>Place command</source>
            <translation>摆放兵权</translation>
        </message>
        <message>
            <source>Conscript</source>
            <translation>征兵</translation>
        </message>
        <message>
            <source>Deploy general</source>
            <translation>遣将</translation>
        </message>
        <message>
            <source>Set general face down</source>
            <translation>伏将</translation>
        </message>
        <message>
            <source>Set stratagem face down</source>
            <translation>伏谋</translation>
        </message>
        <message>
            <source>Equip treasure</source>
            <translation>装备宝物</translation>
        </message>
        <message>
            <source>Use stratagem</source>
            <translation>谋略发动</translation>
        </message>
        <message>
            <source>Use event</source>
            <translation>使用事件</translation>
        </message>
        <message>
            <source>Flip face up</source>
            <translation>翻转</translation>
        </message>
        <message>
            <source>Form formation</source>
            <translation>结成阵型</translation>
        </message>
        <message>
            <source>Dissolve formation</source>
            <translation>解散阵型</translation>
        </message>
        <message>
            <source>Use ability</source>
            <translation>发动能力</translation>
        </message>
        <message>
            <source>Attack: battle group {group}</source>
            <translation>进攻：战团{group}</translation>
        </message>
        <message>
            <source>Defend: battle group {group}</source>
            <translation>防守：战团{group}</translation>
        </message>
        <message>
            <source>Place {n} damage</source>
            <translation>分配伤害 {n}</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>舍弃</translation>
        </message>
        <message>
            <source>Take</source>
            <translation>选择</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>跳过</translation>
        </message>
        <message>
            <source>Done declaring attackers</source>
            <translation>结束进攻宣言</translation>
        </message>
        <message>
            <source>Done declaring defenders</source>
            <translation>结束防守宣言</translation>
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
            <translation>{player}先行，逆时针</translation>
        </message>
        <message>
            <source>Use triggered effect</source>
            <translation>发动触发效果</translation>
        </message>
        <message>
            <source>Do not use</source>
            <translation>不发动</translation>
        </message>
        <message>
            <source>Place damage</source>
            <translation>分配伤害</translation>
        </message>
        <message>
            <source>Concede</source>
            <translation>认输</translation>
        </message>
        <message>
            <source>Choose a player</source>
            <translation>选择一名玩家</translation>
        </message>
        <message>
            <source>Choose an item on the chain</source>
            <translation>选择连环上的一项</translation>
        </message>
        <message>
            <source>Choose a target</source>
            <translation>选择一个目标</translation>
        </message>
        <message>
            <source>Member {n} of {card}: {corps}</source>
            <translation>{card} 的第 {n} 名成员：{corps}</translation>
        </message>
        <message>
            <source>Pay: discard {n}</source>
            <translation>代价：舍弃 {n} 张</translation>
        </message>
        <message>
            <source>Pay: sacrifice {n}</source>
            <translation>代价：牺牲 {n} 名</translation>
        </message>
        <message>
            <source>Pay: tap {n}</source>
            <translation>代价：横置 {n} 名</translation>
        </message>
        <message>
            <source>Re-equip</source>
            <translation>重新装备</translation>
        </message>
        <message>
            <source>Stop purging</source>
            <translation>结束清理</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>完成</translation>
        </message>
        <message>
            <source>Pause (暫停)</source>
            <translation>暂停</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>继续</translation>
        </message>
        <message>
            <source>Concede (認輸)</source>
            <translation>认输</translation>
        </message>
        <message>
            <source>Exchange hand (交換)</source>
            <translation>交换手牌</translation>
        </message>
        <message>
            <source>Role change (角色更換)</source>
            <translation>角色更换</translation>
        </message>
        <message>
            <source>Background text (信息補充)</source>
            <translation>信息补充</translation>
        </message>
        <message>
            <source>Play {card} against {target} ({source})</source>
            <translation>以 {card} 对 {target} 出牌（{source}）</translation>
        </message>
        <message>
            <source>Answer with {card} ({source})</source>
            <translation>以 {card} 应对（{source}）</translation>
        </message>
        <message>
            <source>Purge with {card}</source>
            <translation>以 {card} 清理收牌</translation>
        </message>
        <message>
            <source>Discard collected {card}</source>
            <translation>丢弃收牌 {card}</translation>
        </message>
        <message>
            <source>Discard {card}</source>
            <translation>丢弃 {card}</translation>
        </message>
        <message>
            <source>Give {card} to the plunderer</source>
            <translation>把 {card} 交给掠夺者</translation>
        </message>
        <message>
            <source>Offer {card} in trade</source>
            <translation>以 {card} 交易</translation>
        </message>
        <message>
            <source>Abandon (棄局)</source>
            <translation>弃局</translation>
        </message>
        <message>
            <source>Abandon this round, paying {card} (棄局)</source>
            <translation>本回合弃局，付出 {card}</translation>
        </message>
        <message>
            <source>Rearm</source>
            <translation>重新武装</translation>
        </message>
        <message>
            <source>Do not rearm</source>
            <translation>不重新装备</translation>
        </message>
        <message>
            <source>Opt in (加入情況)</source>
            <translation>加入情况</translation>
        </message>
        <message>
            <source>Stay out</source>
            <translation>不加入</translation>
        </message>
        <message>
            <source>Score the trade</source>
            <translation>计分交易</translation>
        </message>
        <message>
            <source>Void the action</source>
            <translation>作废本次行动</translation>
        </message>
        <message>
            <source>Vote yes: place my collected pile</source>
            <translation>投赞成票：放入我的收牌</translation>
        </message>
        <message>
            <source>Vote no</source>
            <translation>投反对票</translation>
        </message>
        <message>
            <source>Yield my position to {name} (讓位)</source>
            <translation>让位给 {name}</translation>
        </message>
        <message>
            <source>Accept the offered position</source>
            <translation>接受让出的位置</translation>
        </message>
        <message>
            <source>Decline the offer</source>
            <translation>拒绝让位</translation>
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
            <translation>%1（%2电脑）</translation>
        </message>
        <message>
            <source>round %1</source>
            <translation>第 %1 回合</translation>
        </message>
        <message>
            <source>A game was not finished (the program was closed or crashed): %1.</source>
            <translation>有一局牌未完成（程式被关闭或当机）：%1。</translation>
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
            <translation>最后储存：%1</translation>
        </message>
        <message>
            <source>Resume it?</source>
            <translation>要继续吗？</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>继续牌局</translation>
        </message>
        <message>
            <source>A game was not finished (the program was closed or crashed). Resume it?</source>
            <translation>有一局牌未完成（程式被关闭或当机）。要继续吗？</translation>
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
            <translation>随机</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>困难</translation>
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
            <translation>随机选择</translation>
        </message>
        <message>
            <source>the only sensible move</source>
            <translation>唯一合理的一步</translation>
        </message>
        <message>
            <source>a random move among the sensible ones</source>
            <translation>在合理的走法中随机选一步</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} on {target} works out best; it expects to win</source>
            <translation>往后看几步，{card} 对 {target} 最好；预计会赢</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} on {target} works out best; the game looks close</source>
            <translation>往后看几步，{card} 对 {target} 最好；局势接近</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} on {target} works out best; it is behind and this is its best chance</source>
            <translation>往后看几步，{card} 对 {target} 最好；它落后，这是最好的机会</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} works out best; it expects to win</source>
            <translation>往后看几步，{card} 最好；预计会赢</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} works out best; the game looks close</source>
            <translation>往后看几步，{card} 最好；局势接近</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} works out best; it is behind and this is its best chance</source>
            <translation>往后看几步，{card} 最好；它落后，这是最好的机会</translation>
        </message>
        <message>
            <source>looking a few moves ahead, this works out best; it expects to win</source>
            <translation>往后看几步，这一步最好；预计会赢</translation>
        </message>
        <message>
            <source>looking a few moves ahead, this works out best; the game looks close</source>
            <translation>往后看几步，这一步最好；局势接近</translation>
        </message>
        <message>
            <source>looking a few moves ahead, this works out best; it is behind and this is its best chance</source>
            <translation>往后看几步，这一步最好；它落后，这是最好的机会</translation>
        </message>
        <message>
            <source>weighing what the other side may hold in hand, {card} on {target} works out best</source>
            <translation>考虑对方手中可能有的牌，{card} 对 {target} 最好</translation>
        </message>
        <message>
            <source>weighing what the other side may hold in hand, {card} works out best</source>
            <translation>考虑对方手中可能有的牌，{card} 最好</translation>
        </message>
        <message>
            <source>weighing what the other side may hold in hand, this works out best</source>
            <translation>考虑对方手中可能有的牌，这一步最好</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: sure to win the duel</source>
            <translation>用 {card} 进攻 {target}：这场对决必胜</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: likely to win the duel</source>
            <translation>用 {card} 进攻 {target}：这场对决多半会赢</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: the duel could go either way</source>
            <translation>用 {card} 进攻 {target}：这场对决胜负难料</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: unlikely to win the duel</source>
            <translation>用 {card} 进攻 {target}：这场对决不太可能赢</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: the duel cannot be won, so a low card goes</source>
            <translation>用 {card} 进攻 {target}：这场对决赢不了，所以出一张小牌</translation>
        </message>
        <message>
            <source>defense round against {target} with {card}: its total is sure to hold</source>
            <translation>用 {card} 对 {target} 开防守回合：总数必定守得住</translation>
        </message>
        <message>
            <source>defense round against {target} with {card}: its total will likely hold</source>
            <translation>用 {card} 对 {target} 开防守回合：总数多半守得住</translation>
        </message>
        <message>
            <source>defense round against {target} with {card}: its total may or may not hold</source>
            <translation>用 {card} 对 {target} 开防守回合：总数守不守得住难说</translation>
        </message>
        <message>
            <source>defense round against {target} with {card}: its total will likely be beaten</source>
            <translation>用 {card} 对 {target} 开防守回合：总数多半会被超过</translation>
        </message>
        <message>
            <source>defense round against {target} with {card}: its total will be beaten, so a low card goes</source>
            <translation>用 {card} 对 {target} 开防守回合：总数必被超过，所以出一张小牌</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: sure to beat its quality card</source>
            <translation>用 {card} 对 {target} 开丢弃回合：必定胜过它的质量牌</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: likely to beat its quality card</source>
            <translation>用 {card} 对 {target} 开丢弃回合：多半胜过它的质量牌</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: may beat its quality card</source>
            <translation>用 {card} 对 {target} 开丢弃回合：也许胜过它的质量牌</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: unlikely to beat its quality card</source>
            <translation>用 {card} 对 {target} 开丢弃回合：不太可能胜过它的质量牌</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: cannot beat its quality card, but the card leaves its hand</source>
            <translation>用 {card} 对 {target} 开丢弃回合：胜不过它的质量牌，但这张牌离开了手牌</translation>
        </message>
        <message>
            <source>answers the attack with {card}: sure to win the duel</source>
            <translation>用 {card} 应对进攻：这场对决必胜</translation>
        </message>
        <message>
            <source>answers the attack with {card}: likely to win the duel</source>
            <translation>用 {card} 应对进攻：这场对决多半会赢</translation>
        </message>
        <message>
            <source>answers the attack with {card}: the duel could go either way</source>
            <translation>用 {card} 应对进攻：这场对决胜负难料</translation>
        </message>
        <message>
            <source>answers the attack with {card}: unlikely to win the duel</source>
            <translation>用 {card} 应对进攻：这场对决不太可能赢</translation>
        </message>
        <message>
            <source>answers the attack with {card}: the duel cannot be won, so a low card goes</source>
            <translation>用 {card} 应对进攻：这场对决赢不了，所以出一张小牌</translation>
        </message>
        <message>
            <source>defends with {card}: sure to beat the attacker's total</source>
            <translation>用 {card} 防守：必定胜过行动方的总数</translation>
        </message>
        <message>
            <source>defends with {card}: likely to beat the attacker's total</source>
            <translation>用 {card} 防守：多半胜过行动方的总数</translation>
        </message>
        <message>
            <source>defends with {card}: may beat the attacker's total</source>
            <translation>用 {card} 防守：也许胜过行动方的总数</translation>
        </message>
        <message>
            <source>defends with {card}: unlikely to beat the attacker's total</source>
            <translation>用 {card} 防守：不太可能胜过行动方的总数</translation>
        </message>
        <message>
            <source>defends with {card}: the attacker's total cannot be beaten, so a low card goes</source>
            <translation>用 {card} 防守：行动方的总数胜不过，所以出一张小牌</translation>
        </message>
        <message>
            <source>{nature} against {target} with {card}: counting the situation cards, sure to shed the cards</source>
            <translation>用 {card} 对 {target} {nature}：算上情况牌，必定把牌卸掉</translation>
        </message>
        <message>
            <source>{nature} against {target} with {card}: counting the situation cards, likely to shed the cards</source>
            <translation>用 {card} 对 {target} {nature}：算上情况牌，多半能把牌卸掉</translation>
        </message>
        <message>
            <source>{nature} against {target} with {card}: counting the situation cards, it could go either way</source>
            <translation>用 {card} 对 {target} {nature}：算上情况牌，胜负难料</translation>
        </message>
        <message>
            <source>{nature} against {target} with {card}: counting the situation cards, unlikely to shed the cards</source>
            <translation>用 {card} 对 {target} {nature}：算上情况牌，不太可能把牌卸掉</translation>
        </message>
        <message>
            <source>{nature} against {target} with {card}: counting the situation cards, it cannot be won, so a low card goes</source>
            <translation>用 {card} 对 {target} {nature}：算上情况牌也赢不了，所以出一张小牌</translation>
        </message>
        <message>
            <source>answers the {nature} with {card}: counting the situation cards, sure to come out ahead</source>
            <translation>用 {card} 应对{nature}：算上情况牌，必定占上风</translation>
        </message>
        <message>
            <source>answers the {nature} with {card}: counting the situation cards, likely to come out ahead</source>
            <translation>用 {card} 应对{nature}：算上情况牌，多半占上风</translation>
        </message>
        <message>
            <source>answers the {nature} with {card}: counting the situation cards, it could go either way</source>
            <translation>用 {card} 应对{nature}：算上情况牌，胜负难料</translation>
        </message>
        <message>
            <source>answers the {nature} with {card}: counting the situation cards, unlikely to come out ahead</source>
            <translation>用 {card} 应对{nature}：算上情况牌，不太可能占上风</translation>
        </message>
        <message>
            <source>answers the {nature} with {card}: counting the situation cards, it cannot be won, so a low card goes</source>
            <translation>用 {card} 应对{nature}：算上情况牌也赢不了，所以出一张小牌</translation>
        </message>
        <message>
            <source>purges with {card}: sheds it and {n} collected cards</source>
            <translation>用 {card} 清理：丢掉它和 {n} 张收牌</translation>
        </message>
        <message>
            <source>clears {card} from its collected pile</source>
            <translation>从收牌中清掉 {card}</translation>
        </message>
        <message>
            <source>stops clearing: nothing more to pick</source>
            <translation>停止清理：没有可再选的牌</translation>
        </message>
        <message>
            <source>re-equips: a fresh weapon for {n} more cards to shed</source>
            <translation>重新装备：换一副新武器，要多卸 {n} 张牌</translation>
        </message>
        <message>
            <source>passes: no move here lightens its hand</source>
            <translation>跳过：这里没有能减少手上负担的走法</translation>
        </message>
        <message>
            <source>plays out its lowest card {card}: nothing else is allowed</source>
            <translation>打出最小的牌 {card}：别的都不允许</translation>
        </message>
        <message>
            <source>rearms, although the effect and strategy cards could serve as the weapon</source>
            <translation>重新武装，虽然效果牌和策略牌也能当武器用</translation>
        </message>
        <message>
            <source>stays unarmed: the effect and strategy cards serve as the weapon, without two more cards to shed</source>
            <translation>保持无武装：效果牌和策略牌就能当武器，不必多卸两张牌</translation>
        </message>
        <message>
            <source>rearms: {n} round cards are left to use the weapon up</source>
            <translation>重新武装：还有 {n} 张回合牌可以把武器用完</translation>
        </message>
        <message>
            <source>rearms, although only {n} round cards are left to use it</source>
            <translation>重新武装，虽然只剩 {n} 张回合牌可以用它</translation>
        </message>
        <message>
            <source>does not rearm: with {n} round cards left, two more cards would stay in its hand</source>
            <translation>不重新武装：只剩 {n} 张回合牌，会多留两张牌在手上</translation>
        </message>
        <message>
            <source>joins the situation: its trigger, benefit and risk help it in this round's duels</source>
            <translation>加入情况：它的触发牌、应然牌和发觉牌在本回合的对决中有帮助</translation>
        </message>
        <message>
            <source>joins the situation: it costs little in this round's duels</source>
            <translation>加入情况：在本回合的对决中代价不大</translation>
        </message>
        <message>
            <source>joins the situation, although that costs it in this round's duels</source>
            <translation>加入情况，虽然在本回合的对决中要付出代价</translation>
        </message>
        <message>
            <source>stays out of the situation: joining would cost it in this round's duels</source>
            <translation>不加入情况：加入会在本回合的对决中吃亏</translation>
        </message>
        <message>
            <source>stays out of the situation: joining would hardly help</source>
            <translation>不加入情况：加入几乎没有帮助</translation>
        </message>
        <message>
            <source>offers {card} in the forced trade: the card it will miss least</source>
            <translation>在强制交易中交出 {card}：这张牌最不可惜</translation>
        </message>
        <message>
            <source>keeps its place in the turn order</source>
            <translation>保留它在出牌顺序中的位置</translation>
        </message>
        <message>
            <source>done: no gesture needed</source>
            <translation>完成：不需要手势</translation>
        </message>
        <message>
            <source>reshuffles (way 3): its {n} collected cards become hand cards it can still shed</source>
            <translation>重洗（方式 3）：它的 {n} 张收牌变成还能打出的手牌</translation>
        </message>
        <message>
            <source>a gesture it does not need</source>
            <translation>用不上的手势</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: the card leaves its hand either way</source>
            <translation>用 {card} 对 {target} 开丢弃回合：无论如何这张牌都会离开手牌</translation>
        </message>
        <message>
            <source>answers the discard with its lowest card {card}</source>
            <translation>用最小的牌 {card} 应对丢弃</translation>
        </message>
        <message>
            <source>voids the forced trade: scoring it would not favour it</source>
            <translation>作废强制交易：计分对它不利</translation>
        </message>
        <message>
            <source>scores the forced trade: with the base intents, {mine} against {theirs} favours it</source>
            <translation>计分强制交易：以基本意图 {mine} 对 {theirs}，对它有利</translation>
        </message>
        <message>
            <source>votes to go on: emptying the collected piles takes it out</source>
            <translation>投票继续：清空收牌就让它出完</translation>
        </message>
        <message>
            <source>votes to go on: emptying the collected piles does not set it back against the best rival</source>
            <translation>投票继续：清空收牌不会让它落后于最强的对手</translation>
        </message>
        <message>
            <source>votes to go on, although emptying the collected piles sets it back</source>
            <translation>投票继续，虽然清空收牌会让它落后</translation>
        </message>
        <message>
            <source>votes to stop: emptying the collected piles would help a rival more than it</source>
            <translation>投票停止：清空收牌对对手的帮助比对它大</translation>
        </message>
        <message>
            <source>votes to stop, although emptying the collected piles would not set it back</source>
            <translation>投票停止，虽然清空收牌不会让它落后</translation>
        </message>
        <message>
            <source>gives up {card}: of its equally high cards, its worth rests most on a bonus that may vanish</source>
            <translation>交出 {card}：同样大的牌中，它的大小最依赖可能消失的附加数</translation>
        </message>
        <message>
            <source>reshuffles (way 2): the discard pile holds higher cards than the unseen ones, and its equipment is on its last use</source>
            <translation>重洗（方式 2）：弃牌堆的牌比未见的牌大，而且它的装备只剩最后一次</translation>
        </message>
        <message>
            <source>draws the cards: more to choose from</source>
            <translation>抽牌：多些选择</translation>
        </message>
        <message>
            <source>declines the cards</source>
            <translation>不抽牌</translation>
        </message>
        <message>
            <source>discards {card}: the card it can use least</source>
            <translation>弃掉 {card}：最用不上的牌</translation>
        </message>
        <message>
            <source>goes first: the first moves set the pace</source>
            <translation>先手：先出手掌握节奏</translation>
        </message>
        <message>
            <source>declines the cards: its camp is almost empty</source>
            <translation>不抽牌：营地快空了</translation>
        </message>
        <message>
            <source>draws the cards, although its camp is almost empty</source>
            <translation>抽牌，虽然营地快空了</translation>
        </message>
        <message>
            <source>takes the card it needs most from its camp</source>
            <translation>从营地拿出最需要的牌</translation>
        </message>
        <message>
            <source>takes nothing: no card of the camp is worth it</source>
            <translation>什么也不拿：营地里没有值得拿的牌</translation>
        </message>
        <message>
            <source>lets the shuffle stand as it is</source>
            <translation>洗牌照旧</translation>
        </message>
        <message>
            <source>passes: nothing worth playing now</source>
            <translation>跳过：此刻没有值得出的牌</translation>
        </message>
        <message>
            <source>passes: no answer worth a card now</source>
            <translation>跳过：此刻没有值得花一张牌的应对</translation>
        </message>
        <message>
            <source>dissolves {card}: its members fight on their own</source>
            <translation>解散 {card}：成员各自作战</translation>
        </message>
        <message>
            <source>a move with no clear use now</source>
            <translation>此刻用处不明的一步</translation>
        </message>
        <message>
            <source>declines the effect: it would cost more than it brings</source>
            <translation>不发动效果：得不偿失</translation>
        </message>
        <message>
            <source>deploys {card}</source>
            <translation>遣将 {card}</translation>
        </message>
        <message>
            <source>turns {card} face up: its command is met now</source>
            <translation>翻开 {card}：兵权条件已经满足</translation>
        </message>
        <message>
            <source>equips {card} to {target}: the general it helps most</source>
            <translation>把 {card} 装备给 {target}：对这位将领帮助最大</translation>
        </message>
        <message>
            <source>forms {card}: its members fight as one unit, and blows to it spare them</source>
            <translation>结成 {card}：成员合为一体作战，打在阵型上的伤害不伤成员</translation>
        </message>
        <message>
            <source>uses the effect of {card}: it helps more than it costs</source>
            <translation>发动 {card} 的效果：利大于弊</translation>
        </message>
        <message>
            <source>uses the effect: it helps more than it costs</source>
            <translation>发动效果：利大于弊</translation>
        </message>
        <message>
            <source>keeps the card for a better moment</source>
            <translation>留著这张牌等更好的时机</translation>
        </message>
        <message>
            <source>uses {card} on {target}: the best target for it now</source>
            <translation>对 {target} 使用 {card}：此刻最好的目标</translation>
        </message>
        <message>
            <source>uses {card} on {target}: it helps its position the most now</source>
            <translation>对 {target} 使用 {card}：此刻对局势帮助最大</translation>
        </message>
        <message>
            <source>uses {card}: it helps its position the most now</source>
            <translation>使用 {card}：此刻对局势帮助最大</translation>
        </message>
        <message>
            <source>uses {card}: it saves {general}, which would fall otherwise</source>
            <translation>使用 {card}：救下本会阵亡的 {general}</translation>
        </message>
        <message>
            <source>uses {card} on {target}: it saves {general}, which would fall otherwise</source>
            <translation>对 {target} 使用 {card}：救下本会阵亡的 {general}</translation>
        </message>
        <message>
            <source>uses {card}: {general} falls</source>
            <translation>使用 {card}：{general} 阵亡</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {general} falls</source>
            <translation>对 {target} 使用 {card}：{general} 阵亡</translation>
        </message>
        <message>
            <source>uses {card}: {general} never reaches the field</source>
            <translation>使用 {card}：{general} 没能登场</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {general} never reaches the field</source>
            <translation>对 {target} 使用 {card}：{general} 没能登场</translation>
        </message>
        <message>
            <source>uses {card}: {general} is tapped</source>
            <translation>使用 {card}：{general} 被横置</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {general} is tapped</source>
            <translation>对 {target} 使用 {card}：{general} 被横置</translation>
        </message>
        <message>
            <source>uses {card}: its provisions end {n} higher than if it passed</source>
            <translation>使用 {card}：粮草比不出牌时多 {n} 点</translation>
        </message>
        <message>
            <source>uses {card} on {target}: its provisions end {n} higher than if it passed</source>
            <translation>对 {target} 使用 {card}：粮草比不出牌时多 {n} 点</translation>
        </message>
        <message>
            <source>uses {card}: {player}'s provisions end {n} lower</source>
            <translation>使用 {card}：{player} 的粮草少 {n} 点</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {player}'s provisions end {n} lower</source>
            <translation>对 {target} 使用 {card}：{player} 的粮草少 {n} 点</translation>
        </message>
        <message>
            <source>uses {card}: its generals come out stronger</source>
            <translation>使用 {card}：己方将领变得更强</translation>
        </message>
        <message>
            <source>uses {card} on {target}: its generals come out stronger</source>
            <translation>对 {target} 使用 {card}：己方将领变得更强</translation>
        </message>
        <message>
            <source>uses {card}: {player}'s generals come out weaker</source>
            <translation>使用 {card}：{player} 的将领变弱</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {player}'s generals come out weaker</source>
            <translation>对 {target} 使用 {card}：{player} 的将领变弱</translation>
        </message>
        <message>
            <source>uses {card}: its hand grows by {n}</source>
            <translation>使用 {card}：手牌多 {n} 张</translation>
        </message>
        <message>
            <source>uses {card} on {target}: its hand grows by {n}</source>
            <translation>对 {target} 使用 {card}：手牌多 {n} 张</translation>
        </message>
        <message>
            <source>uses {card}: {player}'s hand shrinks by {n}</source>
            <translation>使用 {card}：{player} 的手牌少 {n} 张</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {player}'s hand shrinks by {n}</source>
            <translation>对 {target} 使用 {card}：{player} 的手牌少 {n} 张</translation>
        </message>
        <message>
            <source>places {card}: the generals in its hand need this command</source>
            <translation>摆放 {card}：手上的将领需要这种兵权</translation>
        </message>
        <message>
            <source>places {card}: more command for the cards to come</source>
            <translation>摆放 {card}：为以后的牌多备兵权</translation>
        </message>
        <message>
            <source>keeps its cards: a command card can be placed instead</source>
            <translation>保留手牌：可以改为摆放兵权牌</translation>
        </message>
        <message>
            <source>turns {card} into command: its hand has no command card to place</source>
            <translation>把 {card} 征为兵权：手上没有兵权牌可摆</translation>
        </message>
        <message>
            <source>deploys {card} as commander: its standing earns the commander's bonus</source>
            <translation>遣 {card} 为主将：兵权条件够高，得到主将加成</translation>
        </message>
        <message>
            <source>deploys {card} as commander: every lieutenant slot is taken</source>
            <translation>遣 {card} 为主将：副将槽都已占满</translation>
        </message>
        <message>
            <source>deploys {card} as strategist: its wits serve the stratagems</source>
            <translation>遣 {card} 为军师：它的智力供谋略使用</translation>
        </message>
        <message>
            <source>deploys {card} as strategist: it defends from there</source>
            <translation>遣 {card} 为军师：在那里负责防守</translation>
        </message>
        <message>
            <source>deploys {card} as lieutenant: the strongest general it can field now</source>
            <translation>遣 {card} 为副将：此刻能上场的最强将领</translation>
        </message>
        <message>
            <source>deploys face up instead: it can fight at once</source>
            <translation>改为正面遣将：马上就能作战</translation>
        </message>
        <message>
            <source>keeps the slot open: a face-down general there is a risk</source>
            <translation>让槽位空著：在那里伏将有风险</translation>
        </message>
        <message>
            <source>sets a general face down, to turn it up once its command allows</source>
            <translation>伏将，等兵权足够再翻开</translation>
        </message>
        <message>
            <source>sets a stratagem face down, ready to answer in later turns</source>
            <translation>伏谋，准备在之后的回合应对</translation>
        </message>
        <message>
            <source>takes a new hand: this one has too few generals and command to play</source>
            <translation>重置手牌：这手将领和兵权太少，打不开</translation>
        </message>
        <message>
            <source>keeps its hand: it has generals and command to play</source>
            <translation>保留手牌：有将领和兵权可出</translation>
        </message>
        <message>
            <source>ends the attack</source>
            <translation>结束进攻</translation>
        </message>
        <message>
            <source>sends no more attackers: the rest would be blocked and lost or must stay back to defend</source>
            <translation>不再派兵：其余的会被挡下送命，或得留下防守</translation>
        </message>
        <message>
            <source>does not attack: every attacker would be blocked and lost, or must stay back to defend</source>
            <translation>不进攻：每个进攻者都会被挡下送命，或得留下防守</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: {target}'s defenders are needed against the other attackers</source>
            <translation>用 {card} 进攻 {target}：{target} 的防守者得留著对付其他进攻者</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: no defender can stop it without losing out</source>
            <translation>用 {card} 进攻 {target}：没有防守者挡得住而不吃亏</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: blocking it with {blocker} would cost {target} more</source>
            <translation>用 {card} 进攻 {target}：若用 {blocker} 防守，{target} 损失更大</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: it may fall, but it draws blockers off the other attackers</source>
            <translation>用 {card} 进攻 {target}：它可能阵亡，但能把防守者从其他进攻者身上引开</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: an even trade at worst</source>
            <translation>用 {card} 进攻 {target}：最坏也是等价交换</translation>
        </message>
        <message>
            <source>keeps {card} back</source>
            <translation>让 {card} 留守</translation>
        </message>
        <message>
            <source>ends the defense</source>
            <translation>结束防守</translation>
        </message>
        <message>
            <source>lets {n} points of attack through: no block is worth a general</source>
            <translation>不防守这 {n} 点进攻：哪次防守都不值得赔上一位将领</translation>
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
            <translation>用 {card} 与 {other} 防守 {attacker}：合力应能击杀它，且 {card} 应能存活</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card} and {other}: its damage spread over both should fell neither and save {n} provisions</source>
            <translation>用 {card} 与 {other} 防守 {attacker}：伤害分摊在两者身上应无一阵亡，并保住 {n} 点粮草</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card}: it should kill the attacker and survive</source>
            <translation>用 {card} 防守 {attacker}：应能击杀进攻者并存活</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card}: it should survive and save {n} provisions</source>
            <translation>用 {card} 防守 {attacker}：应能存活并保住 {n} 点粮草</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card}: both should fall, a fair trade</source>
            <translation>用 {card} 防守 {attacker}：应会同归于尽，算是公平交换</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card} to save {n} provisions, though it will likely fall</source>
            <translation>用 {card} 防守 {attacker} 以保住 {n} 点粮草，虽然多半会阵亡</translation>
        </message>
        <message>
            <source>keeps {card} out of this fight</source>
            <translation>让 {card} 不参加这场战斗</translation>
        </message>
        <message>
            <source>puts the damage where it costs least</source>
            <translation>把伤害放在损失最小的地方</translation>
        </message>
        <message>
            <source>puts the damage where it kills the most</source>
            <translation>把伤害放在杀伤最大的地方</translation>
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
            <translation>以另一种语言显示这张卡牌（F3）</translation>
        </message>
        <message>
            <source>Hover over a card to read it.</source>
            <translation>将滑鼠移到卡牌上即可阅读。</translation>
        </message>
        <message>
            <source>A face-down card.</source>
            <translation>一张盖放的牌。</translation>
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
            <translation>红心</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>方块</translation>
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
            <translation>回放这一局(&amp;T)</translation>
        </message>
        <message>
            <source>Stat&amp;istics…</source>
            <translation>统计(&amp;I)…</translation>
        </message>
        <message>
            <source>What would you do? (hint)</source>
            <translation>换作你会怎么走？（提示）</translation>
        </message>
        <message>
            <source>&amp;Lessons…</source>
            <translation>教学(&amp;L)…</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>提示 (H)</translation>
        </message>
        <message>
            <source>The Hard bot's three best moves for you, with their chances</source>
            <translation>困难电脑替你想出的三个最佳走法，附上胜算</translation>
        </message>
        <message>
            <source>Replay a game</source>
            <translation>回放牌局</translation>
        </message>
        <message>
            <source>Saves and replays (*.json)</source>
            <translation>存档与回放 (*.json)</translation>
        </message>
        <message>
            <source>The finished game could not be kept: %1</source>
            <translation>无法保存已结束的牌局：%1</translation>
        </message>
    </context>
    <context>
        <name>Curtain</name>
        <message>
            <source>Pass to %1</source>
            <translation>请交给 %1</translation>
        </message>
        <message>
            <source>I am %1 — show my cards</source>
            <translation>我是 %1 — 显示我的牌</translation>
        </message>
    </context>
    <context>
        <name>Decisions</name>
        <message>
            <source>A forced trade (強制交易): choose one hand card to offer, face down. %1 offers one at the same time; the two cards are then swapped. [劇牌 §7.6]</source>
            <translation>强制交易：选一张手牌盖著交出。%1 同时交出一张；然后两张牌互换。[剧牌 §7.6]</translation>
        </message>
        <message>
            <source>Offer %1</source>
            <translation>交出 %1</translation>
        </message>
        <message>
            <source>Forced trade: offer a card</source>
            <translation>强制交易：交出一张牌</translation>
        </message>
        <message>
            <source>The cards are swapped. Score the action with the base intents, or void it (the intent cards go back to the hands). [劇牌 §7.6]</source>
            <translation>牌已互换。以基本意图计分，或作废这次行动（意图牌回到手中）。[剧牌 §7.6]</translation>
        </message>
        <message>
            <source>Score the action</source>
            <translation>计分</translation>
        </message>
        <message>
            <source>Void the action</source>
            <translation>作废行动</translation>
        </message>
        <message>
            <source>Forced trade: score or void</source>
            <translation>强制交易：计分或作废</translation>
        </message>
        <message numerus="yes">
            <source>Only the bottom card (底牌) is left in the round pile. Continue the game? Voting yes places your whole collected pile (%n card(s)) as new round cards; if anyone votes no, the bottom card is the final round. [劇牌 §7.9]</source>
            <translation>
                <numerusform>回合牌堆只剩底牌。继续牌局吗？投赞成就把你全部的收牌（%n 张）放作新的回合牌；只要有人反对，底牌就是最后一回合。[剧牌 §7.9]</numerusform>
            </translation>
        </message>
        <message>
            <source>Yes: place my collected pile</source>
            <translation>是：放出我的收牌</translation>
        </message>
        <message>
            <source>No: play the final round</source>
            <translation>否：打最后一回合</translation>
        </message>
        <message>
            <source>Continue the game?</source>
            <translation>继续牌局？</translation>
        </message>
    </context>
    <context>
        <name>DeckEditor</name>
        <message>
            <source>三国智 deck editor</source>
            <translation>三国智 组卡器</translation>
        </message>
        <message>
            <source>Every type</source>
            <translation>所有类别</translation>
        </message>
        <message>
            <source>Every faction (势力)</source>
            <translation>所有势力</translation>
        </message>
        <message>
            <source>Every troop type (兵种)</source>
            <translation>所有兵种</translation>
        </message>
        <message>
            <source>Any command condition</source>
            <translation>任意兵权条件</translation>
        </message>
        <message>
            <source>No condition</source>
            <translation>无兵权条件</translation>
        </message>
        <message>
            <source>Needs %1</source>
            <translation>需要%1兵权</translation>
        </message>
        <message>
            <source>Search names and texts…</source>
            <translation>搜寻名称与文字…</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>势力</translation>
        </message>
        <message>
            <source>Condition</source>
            <translation>兵权条件</translation>
        </message>
        <message>
            <source>A/H/I</source>
            <translation>攻/生/智</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>编号</translation>
        </message>
        <message>
            <source>Text</source>
            <translation>文字</translation>
        </message>
        <message>
            <source>Deck name:</source>
            <translation>卡组名称：</translation>
        </message>
        <message>
            <source>New</source>
            <translation>新建</translation>
        </message>
        <message>
            <source>Open…</source>
            <translation>打开…</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>保存</translation>
        </message>
        <message>
            <source>Save as…</source>
            <translation>另存为…</translation>
        </message>
        <message>
            <source>Play against a bot</source>
            <translation>与电脑对战</translation>
        </message>
        <message>
            <source>How well the bot plays</source>
            <translation>电脑的强度</translation>
        </message>
        <message>
            <source>Bot plays: %1</source>
            <translation>电脑使用：%1</translation>
        </message>
        <message>
            <source>%1 of %2 cards</source>
            <translation>%2 张中的 %1 张</translation>
        </message>
        <message>
            <source>Deck %1 (at least 50) · events %2 (at most 5) · formations %3 (at most 3)</source>
            <translation>卡组 %1（至少 50）· 事件 %2（至多 5）· 阵型 %3（至多 3）</translation>
        </message>
        <message>
            <source>The deck is legal.</source>
            <translation>卡组合法。</translation>
        </message>
        <message>
            <source>My deck</source>
            <translation>我的卡组</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>打开</translation>
        </message>
        <message>
            <source>Unknown cards left out: %1</source>
            <translation>略去未知的卡：%1</translation>
        </message>
        <message>
            <source>Open a deck</source>
            <translation>打开卡组</translation>
        </message>
        <message>
            <source>三国智 decks (*.txt *.json)</source>
            <translation>三国智卡组 (*.txt *.json)</translation>
        </message>
        <message>
            <source>Save the deck</source>
            <translation>保存卡组</translation>
        </message>
        <message>
            <source>三国智 decks (*.txt)</source>
            <translation>三国智卡组 (*.txt)</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>{file} cannot be opened: {reason}.</source>
            <translation>无法开启 {file}：{reason}。</translation>
        </message>
        <message>
            <source>{file} is {size} bytes; a file like this may have at most {limit} bytes.</source>
            <translation>{file} 有 {size} 位元组；这类档案最多只能有 {limit} 位元组。</translation>
        </message>
        <message>
            <source>{file} is not a text file: byte {offset} is not UTF-8.</source>
            <translation>{file} 不是文字档：第 {offset} 个位元组不是 UTF-8。</translation>
        </message>
        <message>
            <source>{file}, line {line}, column {column}: this is not valid JSON ({detail}).</source>
            <translation>{file}，第 {line} 行第 {column} 列：这不是有效的 JSON（{detail}）。</translation>
        </message>
        <message>
            <source>{file} is not valid JSON for this program: it is nested more than {limit} levels deep.</source>
            <translation>{file} 对本程式而言不是有效的 JSON：巢状超过 {limit} 层。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: nested more than {limit} levels deep.</source>
            <translation>{file} 在 {where} 处格式有误：巢状超过 {limit} 层。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the number {number} is too large.</source>
            <translation>{file} 在 {where} 处格式有误：数字 {number} 太大。</translation>
        </message>
        <message>
            <source>{file} is not valid JSON at {where}: {number} is not a finite number.</source>
            <translation>{file} 在 {where} 处不是有效的 JSON：{number} 不是有限的数字。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the text holds a broken character (an unpaired UTF-16 surrogate).</source>
            <translation>{file} 在 {where} 处格式有误：文字含有损坏的字元（不成对的 UTF-16 代理码）。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected a whole number, found {found}.</source>
            <translation>{file} 在 {where} 处格式有误：应为整数，实为 {found}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected text, found {found}.</source>
            <translation>{file} 在 {where} 处格式有误：应为文字，实为 {found}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected a list, found {found}.</source>
            <translation>{file} 在 {where} 处格式有误：应为列表，实为 {found}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected an object, found {found}.</source>
            <translation>{file} 在 {where} 处格式有误：应为物件，实为 {found}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected true or false, found {found}.</source>
            <translation>{file} 在 {where} 处格式有误：应为 true 或 false，实为 {found}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected a number, found {found}.</source>
            <translation>{file} 在 {where} 处格式有误：应为数字，实为 {found}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} has the wrong type; expected {expected}.</source>
            <translation>{file} 在 {where} 处格式有误：{found} 的类型不对；应为 {expected}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} is not one of {choices}.</source>
            <translation>{file} 在 {where} 处格式有误：{found} 不在 {choices} 之中。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected {expected}, found {found}.</source>
            <translation>{file} 在 {where} 处格式有误：应为 {expected}，实为 {found}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} is less than {limit}.</source>
            <translation>{file} 在 {where} 处格式有误：{found} 小于 {limit}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} is more than {limit}.</source>
            <translation>{file} 在 {where} 处格式有误：{found} 大于 {limit}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {count} entries; at least {limit} are needed.</source>
            <translation>{file} 在 {where} 处格式有误：有 {count} 项；至少需要 {limit} 项。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {count} entries; at most {limit} are allowed.</source>
            <translation>{file} 在 {where} 处格式有误：有 {count} 项；最多允许 {limit} 项。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the text is {count} characters long; at least {limit} are needed.</source>
            <translation>{file} 在 {where} 处格式有误：文字长 {count} 个字元；至少需要 {limit} 个。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the text is {count} characters long; at most {limit} are allowed.</source>
            <translation>{file} 在 {where} 处格式有误：文字长 {count} 个字元；最多允许 {limit} 个。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {key} is missing.</source>
            <translation>{file} 在 {where} 处格式有误：缺少 {key}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: unknown entry {key}.</source>
            <translation>{file} 在 {where} 处格式有误：未知的项目 {key}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} is not of the expected form.</source>
            <translation>{file} 在 {where} 处格式有误：{found} 不是预期的形式。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: an entry appears twice.</source>
            <translation>{file} 在 {where} 处格式有误：有一项出现了两次。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} fits none of the allowed forms.</source>
            <translation>{file} 在 {where} 处格式有误：{found} 不符合任何允许的形式。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} is not allowed here ({rule}).</source>
            <translation>{file} 在 {where} 处格式有误：此处不允许 {found}（{rule}）。</translation>
        </message>
        <message>
            <source>{file} is not a Paizhuo save file.</source>
            <translation>{file} 不是牌桌的存档。</translation>
        </message>
        <message>
            <source>{file} has save schema {schema}; this version reads schema {want}.</source>
            <translation>{file} 的存档格式版本为 {schema}；本版本只读取版本 {want}。</translation>
        </message>
        <message>
            <source>{file} does not say which game it is.</source>
            <translation>{file} 没有写明是哪一种游戏。</translation>
        </message>
        <message>
            <source>{file} is for an unknown game {game}.</source>
            <translation>{file} 属于未知的游戏 {game}。</translation>
        </message>
        <message>
            <source>{file} lacks its initial table or its action list.</source>
            <translation>{file} 缺少开局牌桌或走法列表。</translation>
        </message>
        <message>
            <source>{file} has no state_hash, so its moves cannot be checked; a save without one is refused.</source>
            <translation>{file} 没有 state_hash，无法核对其中的走法；没有它的存档一律拒绝。</translation>
        </message>
        <message>
            <source>{file} mixes two games ({game} and {other}).</source>
            <translation>{file} 混合了两种游戏（{game} 与 {other}）。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the zone {zone} appears twice.</source>
            <translation>{file} 在 {where} 处格式有误：区域 {zone} 出现了两次。</translation>
        </message>
        <message>
            <source>{file} has an impossible table: {detail}.</source>
            <translation>{file} 的牌桌不可能出现：{detail}。</translation>
        </message>
        <message>
            <source>{file} has an impossible table: its bookkeeping does not fit the game.</source>
            <translation>{file} 的牌桌不可能出现：其记录与游戏不符。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: move {move}: {detail}.</source>
            <translation>{file} 在 {where} 处格式有误：第 {move} 步：{detail}。</translation>
        </message>
        <message>
            <source>{file}: move {move} breaks the rules: {detail}</source>
            <translation>{file}：第 {move} 步违反规则：{detail}</translation>
        </message>
        <message>
            <source>{file} is damaged at {where}: move {move} ({kind}) cannot be played on this table.</source>
            <translation>{file} 在 {where} 处已损坏：第 {move} 步（{kind}）无法在这张牌桌上进行。</translation>
        </message>
        <message>
            <source>{file} is damaged: replaying its moves does not give the saved table.</source>
            <translation>{file} 已损坏：重演其中的走法得不到所存的牌桌。</translation>
        </message>
        <message>
            <source>{file} is damaged: the table after its {moves} moves cannot be played on.</source>
            <translation>{file} 已损坏：走完其中 {moves} 步后的牌桌无法继续进行。</translation>
        </message>
        <message>
            <source>{file}, line {line}: expected a count and a card name, found {found}.</source>
            <translation>{file}，第 {line} 行：应为张数与牌名，实为 {found}。</translation>
        </message>
        <message>
            <source>{file}, line {line}: the count {count} is not a whole number from 0 to {max}.</source>
            <translation>{file}，第 {line} 行：张数 {count} 不是 0 到 {max} 之间的整数。</translation>
        </message>
        <message>
            <source>{file}, line {line}: the line has {length} characters; at most {max} are allowed.</source>
            <translation>{file}，第 {line} 行：此行有 {length} 个字元；最多允许 {max} 个。</translation>
        </message>
        <message>
            <source>{file} lists more than {max} cards.</source>
            <translation>{file} 列出的牌超过 {max} 张。</translation>
        </message>
        <message>
            <source>{file}, line {line}: unknown card {ref}.</source>
            <translation>{file}，第 {line} 行：未知的牌 {ref}。</translation>
        </message>
        <message>
            <source>There is no deck named {name}.</source>
            <translation>没有名为 {name} 的牌组。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: there is no game {found} here.</source>
            <translation>{file} 在 {where} 处格式有误：这里没有名为 {found} 的游戏。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the game {found} cannot be loaded here.</source>
            <translation>{file} 在 {where} 处格式有误：这里无法载入游戏 {found}。</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: a fresh deal (new_game) takes no other setup keys, found {key}.</source>
            <translation>{file} 在 {where} 处格式有误：重新发牌（new_game）不接受其他 setup 项目，却有 {key}。</translation>
        </message>
        <message>
            <source>{file}: card {card}, {where}: {problem}.</source>
            <translation>{file}：卡牌 {card}，{where}：{problem}。</translation>
        </message>
        <message>
            <source>{file}: card {card}: the id is used twice.</source>
            <translation>{file}：卡牌 {card}：编号重复使用。</translation>
        </message>
        <message>
            <source>{file}: card {card}: the name {name} is used twice.</source>
            <translation>{file}：卡牌 {card}：名称 {name} 重复使用。</translation>
        </message>
        <message>
            <source>unknown key</source>
            <translation>未知的键</translation>
        </message>
        <message>
            <source>missing required key</source>
            <translation>缺少必要的键</translation>
        </message>
        <message>
            <source>not a key of a {type} card</source>
            <translation>不是{type}卡牌的键</translation>
        </message>
        <message>
            <source>must be an object</source>
            <translation>必须是物件</translation>
        </message>
        <message>
            <source>must be a list</source>
            <translation>必须是清单</translation>
        </message>
        <message>
            <source>must be a non-empty list</source>
            <translation>必须是非空的清单</translation>
        </message>
        <message>
            <source>must be true or false</source>
            <translation>必须是 true 或 false</translation>
        </message>
        <message>
            <source>must be a string</source>
            <translation>必须是字串</translation>
        </message>
        <message>
            <source>must be a whole number</source>
            <translation>必须是整数</translation>
        </message>
        <message>
            <source>must be a whole number from {min} up</source>
            <translation>必须是 {min} 以上的整数</translation>
        </message>
        <message>
            <source>must be a whole number from 0 to 9</source>
            <translation>必须是 0 至 9 的整数</translation>
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
            <translation>{value} 既不是已宣告的目标，也不是卡牌格式的参照</translation>
        </message>
        <message>
            <source>target {value} is a player; a card is needed here</source>
            <translation>目标 {value} 是玩家；此处需要卡牌</translation>
        </message>
        <message>
            <source>{value} is not an amount</source>
            <translation>{value} 不是数量</translation>
        </message>
        <message>
            <source>{value} is a one-shot effect; a static ability needs continuous ones</source>
            <translation>{value} 是一次性效果；常驻能力需要持续效果</translation>
        </message>
        <message>
            <source>must name a declared chain_item target, not {value}</source>
            <translation>必须指向已宣告的 chain_item 目标，而不是 {value}</translation>
        </message>
        <message>
            <source>{value} is already used as a name</source>
            <translation>{value} 已被用作名称</translation>
        </message>
        <message>
            <source>must be a name such as t1 or p1</source>
            <translation>必须是 t1 或 p1 这样的名称</translation>
        </message>
        <message>
            <source>must be a string &lt;set&gt;-&lt;number&gt;</source>
            <translation>必须是「&lt;系列&gt;-&lt;编号&gt;」形式的字串</translation>
        </message>
        <message>
            <source>only plain 兵权 cards may be nameless</source>
            <translation>只有普通兵权卡可以没有名称</translation>
        </message>
        <message>
            <source>a condition needs a test</source>
            <translation>条件需要 test</translation>
        </message>
        <message>
            <source>an effect needs a do</source>
            <translation>效果需要 do</translation>
        </message>
        <message>
            <source>a trigger needs an event</source>
            <translation>触发需要 event</translation>
        </message>
        <message>
            <source>The option {key} is not an option of 三国智.</source>
            <translation>选项 {key} 不是三国智的选项。</translation>
        </message>
        <message>
            <source>The option {key} must be one of {values}, not {value}.</source>
            <translation>选项 {key} 必须是 {values} 之一，而不是 {value}。</translation>
        </message>
        <message>
            <source>The option {key} must be true or false.</source>
            <translation>选项 {key} 必须是开或关。</translation>
        </message>
        <message>
            <source>The option {key} must be a whole number from 0 up.</source>
            <translation>选项 {key} 必须是 0 以上的整数。</translation>
        </message>
        <message>
            <source>The option zhujiang_bonus must give attack, health and threshold as whole numbers.</source>
            <translation>选项 zhujiang_bonus 必须以整数给出攻击、生命与门槛。</translation>
        </message>
        <message>
            <source>三国智 is played by 2 to 6 players, not {n}.</source>
            <translation>三国智由 2 至 6 人进行，不能是 {n} 人。</translation>
        </message>
        <message>
            <source>The option teams must name every seat once.</source>
            <translation>选项 teams 必须把每个座位恰好列出一次。</translation>
        </message>
        <message>
            <source>The option decks must name one deck per seat.</source>
            <translation>选项 decks 必须为每个座位指定一副牌组。</translation>
        </message>
        <message>
            <source>The deck of {seat} breaks the deck rules: {problems}.</source>
            <translation>{seat} 的牌组违反组牌规则：{problems}。</translation>
        </message>
        <message>
            <source>Teams of {sizes} players cannot alternate round the table: every team needs as many players as the others (三国智 §1.2.4.1).</source>
            <translation>{sizes} 人的队伍无法在桌边交错而坐：每队人数必须相同（三国智 §1.2.4.1）。</translation>
        </message>
        <message>
            <source>{first} and {second} are allies sitting side by side: seats alternate between teams (三国智 §1.2.4.1).</source>
            <translation>{first} 与 {second} 是友军却相邻而坐：座位须在队伍之间交错（三国智 §1.2.4.1）。</translation>
        </message>
        <message>
            <source>Seats alternate between the teams in a fixed order round the table: {seat} should be an ally of {other} (三国智 §1.2.4.1).</source>
            <translation>座位依固定顺序在各队之间交错：{seat} 应是 {other} 的友军（三国智 §1.2.4.1）。</translation>
        </message>
        <message>
            <source>it is not a 三国智 table</source>
            <translation>它不是三国智的牌桌</translation>
        </message>
        <message>
            <source>its bookkeeping lacks {keys}</source>
            <translation>它的记录缺少 {keys}</translation>
        </message>
        <message>
            <source>its card list is malformed</source>
            <translation>它的卡牌清单格式不正确</translation>
        </message>
        <message>
            <source>card {card} names the unknown card definition {definition}</source>
            <translation>卡牌 {card} 指向未知的卡牌定义 {definition}</translation>
        </message>
        <message>
            <source>it has {records} player records for {seats} seats</source>
            <translation>它有 {records} 份玩家记录，却有 {seats} 个座位</translation>
        </message>
        <message>
            <source>its zones are not those of a 三国智 table</source>
            <translation>它的区域不是三国智牌桌的区域</translation>
        </message>
        <message>
            <source>zone {zone} holds something that is not a card of this table</source>
            <translation>区域 {zone} 放著不属于这张牌桌的东西</translation>
        </message>
        <message>
            <source>card {card} lies in two places</source>
            <translation>卡牌 {card} 同时在两个地方</translation>
        </message>
        <message>
            <source>cards {cards} lie nowhere</source>
            <translation>卡牌 {cards} 不在任何地方</translation>
        </message>
        <message>
            <source>zone {zone} holds {n} cards, more than its {cap}</source>
            <translation>区域 {zone} 放了 {n} 张牌，超过其上限 {cap}</translation>
        </message>
        <message>
            <source>its turn order is not an order of its {n} seats</source>
            <translation>它的行动顺序不是其 {n} 个座位的顺序</translation>
        </message>
        <message>
            <source>it is at an unknown step {step}</source>
            <translation>它停在未知的步骤 {step}</translation>
        </message>
        <message>
            <source>it keeps a field record of the unknown card {card}</source>
            <translation>它保有未知卡牌 {card} 的场上记录</translation>
        </message>
        <message>
            <source>its options cannot be played: {problem}</source>
            <translation>它的选项无法进行：{problem}</translation>
        </message>
        <message>
            <source>{seat} has {lc} 粮草, above the cap {cap}</source>
            <translation>{seat} 有 {lc} 粮草，高于上限 {cap}</translation>
        </message>
        <message>
            <source>{seat} has {n} 副将槽, more than {max}</source>
            <translation>{seat} 有 {n} 个副将槽，多于 {max}</translation>
        </message>
        <message>
            <source>the field card {card} is not on the field</source>
            <translation>场上卡牌 {card} 不在场上</translation>
        </message>
        <message>
            <source>{card} in {zone} has no field record</source>
            <translation>{zone} 中的 {card} 没有场上记录</translation>
        </message>
        <message>
            <source>{card} in {zone} is not a 将领</source>
            <translation>{zone} 中的 {card} 不是将领</translation>
        </message>
        <message>
            <source>{zone} holds a 宝物 without a general</source>
            <translation>{zone} 放著没有将领的宝物</translation>
        </message>
        <message>
            <source>{card} lies in the chain area without a chain item</source>
            <translation>{card} 在连环区却没有连环项目</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>The game is stuck: the same table came back %1 times without progress, so the bots stopped. Undo, save the game for a bug report, or start a new one.</source>
            <extracomment>fn(seat, legal) -&gt; action or None: an answer the table gives for a person without asking (an empty gesture window, a decision that changes nothing; the window sets it from the game's table plug-in)</extracomment>
            <translation>牌局卡住了：同样的牌面重复出现 %1 次而毫无进展，电脑已停止出牌。可以复原、储存牌局以回报问题，或开始新牌局。</translation>
        </message>
    </context>
    <context>
        <name>GameOver</name>
        <message>
            <source>shared</source>
            <translation>并列</translation>
        </message>
        <message>
            <source>Ranking</source>
            <translation>名次</translation>
        </message>
        <message>
            <source>How the places were decided</source>
            <translation>名次如何决定</translation>
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
                <numerusform>%n 分钟</numerusform>
            </translation>
        </message>
        <message>
            <source>Length: %1</source>
            <translation>长度：%1</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>牌局结束</translation>
        </message>
        <message>
            <source>%1 wins!</source>
            <translation>%1 获胜！</translation>
        </message>
        <message>
            <source>Shared first place: %1</source>
            <translation>并列第一：%1</translation>
        </message>
        <message>
            <source>&amp;Rematch</source>
            <translation>再来一局(&amp;R)</translation>
        </message>
        <message>
            <source>The same seats and house rules with a new seed</source>
            <translation>同样的座位与自订规则，新的乱数种子</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>新牌局(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;Save replay…</source>
            <translation>储存重播(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>关闭(&amp;C)</translation>
        </message>
        <message>
            <source>Save the replay</source>
            <translation>储存重播</translation>
        </message>
        <message>
            <source>went out</source>
            <translation>已出完</translation>
        </message>
        <message>
            <source>withdrew (棄局)</source>
            <translation>已弃局</translation>
        </message>
        <message>
            <source>conceded (認輸)</source>
            <translation>已认输</translation>
        </message>
        <message numerus="yes">
            <source>%n collected</source>
            <translation>
                <numerusform>收牌 %n 张</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 went out first (no burden left) [§6.4]</source>
            <translation>%1 最先出完（负担为零）[§6.4]</translation>
        </message>
        <message>
            <source>%1 went out at the same time and share the place [§6.4]</source>
            <translation>%1 同时出完，并列名次 [§6.4]</translation>
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
            <translation>负担牌较少（%1 对 %2）</translation>
        </message>
        <message>
            <source>the same burden (%1), fewer collected cards (%2 against %3)</source>
            <translation>负担相同（%1），收牌较少（%2 对 %3）</translation>
        </message>
        <message>
            <source>the same burden and collected cards, a lower total card value (%1 against %2)</source>
            <translation>负担与收牌都相同，牌值总和较低（%1 对 %2）</translation>
        </message>
        <message>
            <source>%1: %2 [§6.4]</source>
            <translation>%1：%2 [§6.4]</translation>
        </message>
        <message>
            <source>%1 share a place: the same burden, collected cards and card values [§6.4]</source>
            <translation>%1 并列同一名次：负担、收牌与牌值都相同 [§6.4]</translation>
        </message>
        <message>
            <source>%1 withdrew (棄局) and rank below the players still in; an earlier withdrawal ranks lower [§6.4]</source>
            <translation>%1 弃局，排在仍在牌局中的玩家之后；越早弃局名次越低 [§6.4]</translation>
        </message>
        <message>
            <source>%1 conceded (認輸) and rank last; an earlier concession ranks lower [§6.4]</source>
            <translation>%1 认输，排在最后；越早认输名次越低 [§6.4]</translation>
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
            <translation>让位</translation>
        </message>
        <message>
            <source>Offer your identity to another player; if they accept, you swap places in the turn order. Setup window, once per window.</source>
            <translation>把你的身份让给另一位玩家；对方接受就在出牌顺序中互换位置。准备时机，每个时机一次。</translation>
        </message>
        <message>
            <source>Reshuffle, way 1 (重洗)</source>
            <translation>重洗，方式 1</translation>
        </message>
        <message>
            <source>All cards except the identities go back into the deck and the setup is repeated. Setup window, once per player.</source>
            <translation>除身份牌外所有牌放回牌组，重新准备。准备时机，每人一次。</translation>
        </message>
        <message>
            <source>Reshuffle, way 2 (重洗)</source>
            <translation>重洗，方式 2</translation>
        </message>
        <message>
            <source>Advanced, round-start window, once per game, with quality and weapon: your effect card is turned face up for good and the discard pile is shuffled into the draw pile.</source>
            <translation>进阶，回合开始时机，每局一次，需有质量和武器：你的效果牌永久翻成正面，弃牌堆洗入牌堆。</translation>
        </message>
        <message>
            <source>Reshuffle, way 3 (重洗)</source>
            <translation>重洗，方式 3</translation>
        </message>
        <message>
            <source>Basic, round-start window, once per game: your collected pile goes into the draw pile, it is shuffled and you draw as many cards into your hand.</source>
            <translation>基本，回合开始时机，每局一次：你的收牌放入牌堆，洗牌后抽同样张数到手中。</translation>
        </message>
        <message>
            <source>Pause (暫停)</source>
            <translation>暂停</translation>
        </message>
        <message>
            <source>Any time: your identity goes face down and the game halts until you resume or concede.</source>
            <translation>任何时候：你的身份牌盖下，牌局暂停，直到你继续或认输。</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>继续</translation>
        </message>
        <message>
            <source>Ends your pause: your identity is face up again and play goes on.</source>
            <translation>结束暂停：你的身份牌翻回正面，牌局继续。</translation>
        </message>
        <message>
            <source>Abandon (棄局)</source>
            <translation>弃局</translation>
        </message>
        <message>
            <source>Round-start window, not in the final round, with a hand card: leave the game (or, by house rule, sit out this round for one hand card).</source>
            <translation>回合开始时机，非最后一回合，需有手牌：退出牌局（或按房规付一张手牌休息本回合）。</translation>
        </message>
        <message>
            <source>Concede (認輸)</source>
            <translation>认输</translation>
        </message>
        <message>
            <source>Any time: your identity goes to the discard pile and all your other cards out of the game; you are ranked by §6.4.</source>
            <translation>任何时候：你的身份牌进入弃牌堆，其他所有牌移出牌局；按 §6.4 排名。</translation>
        </message>
        <message>
            <source>Exchange hand (交換)</source>
            <translation>交换手牌</translation>
        </message>
        <message>
            <source>Setup and final-round windows, once per window: your whole hand goes into the draw pile, it is shuffled and you draw as many cards.</source>
            <translation>准备时机和最后回合时机，每个时机一次：全部手牌放入牌堆，洗牌后抽同样张数。</translation>
        </message>
        <message>
            <source>Role change (角色更換)</source>
            <translation>角色更换</translation>
        </message>
        <message>
            <source>Setup and final-round windows: all identity cards are shuffled and dealt again; the turn order stays.</source>
            <translation>准备时机和最后回合时机：所有身份牌洗匀重发；出牌顺序不变。</translation>
        </message>
        <message>
            <source>Background text (信息補充)…</source>
            <translation>信息补充…</translation>
        </message>
        <message>
            <source>Setup window: a free text about your character; it has no rule effect.</source>
            <translation>准备时机：自由填写角色背景；不影响规则。</translation>
        </message>
        <message>
            <source>劇牌 §8, gesture %1: %2</source>
            <translation>剧牌 §8，手势 %1：%2</translation>
        </message>
        <message>
            <source>A few words about your character (no rule effect):</source>
            <translation>写几句你角色的背景（不影响规则）：</translation>
        </message>
        <message>
            <source>Abandon the game?</source>
            <translation>要弃局吗？</translation>
        </message>
        <message>
            <source>Abandon the game (棄局)? You leave it for good: your hand goes to the discard pile and you rank below the players still in.</source>
            <translation>要弃局吗？你将就此退出本局：手牌放入弃牌堆，名次排在仍在局中的玩家之后。</translation>
        </message>
        <message>
            <source>Sit out this round?</source>
            <translation>要弃局停这一回合吗？</translation>
        </message>
        <message>
            <source>Sit out this round (棄局)? You take no turn and cannot be targeted until the round ends.</source>
            <translation>要弃局停这一回合吗？这一回合结束前不轮到你行动，你也不能被选为目标。</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Rules of %1</source>
            <translation>%1规则</translation>
        </message>
        <message>
            <source>The rules pages of this game are not installed.</source>
            <translation>这个游戏的规则页没有安装。</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>The hint search failed: %1</source>
            <translation>提示的搜寻失败了：%1</translation>
        </message>
        <message>
            <source>There is no game on the table.</source>
            <translation>牌桌上没有牌局。</translation>
        </message>
        <message>
            <source>Hints are not available for this game yet.</source>
            <translation>这个游戏还没有提示。</translation>
        </message>
        <message>
            <source>Hints are off in this game: every player agreed to play without them.</source>
            <translation>这一局没有提示：所有玩家都同意不用提示。</translation>
        </message>
        <message>
            <source>Hints are for your own decisions: ask when it is your turn.</source>
            <translation>提示只给你自己的决定：轮到你时再问。</translation>
        </message>
        <message>
            <source>Thinking (about %1 s)…</source>
            <translation>思考中（约 %1 秒）…</translation>
        </message>
        <message>
            <source>No move to suggest.</source>
            <translation>没有可建议的走法。</translation>
        </message>
        <message>
            <source>What I would do, best first:</source>
            <translation>换作我会这样走，最好的在前：</translation>
        </message>
        <message>
            <source>The table has changed: press H to ask again.</source>
            <translation>牌桌已经变了：按 H 再问一次。</translation>
        </message>
        <message>
            <source>%1 (about %2%)</source>
            <translation>%1（约 %2%）</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>指给我看</translation>
        </message>
        <message>
            <source>Play this</source>
            <translation>就这么走</translation>
        </message>
        <message>
            <source>Press '%1'.</source>
            <translation>请按「%1」。</translation>
        </message>
        <message>
            <source>What would you do?</source>
            <translation>换作你会怎么走？</translation>
        </message>
        <message>
            <source>Press H (or the Hint button) when it is your turn.</source>
            <translation>轮到你时按 H（或「提示」按钮）。</translation>
        </message>
        <message>
            <source>almost certain to win</source>
            <translation>几乎稳赢</translation>
        </message>
        <message>
            <source>likely to win</source>
            <translation>很可能赢</translation>
        </message>
        <message>
            <source>a good chance</source>
            <translation>机会不错</translation>
        </message>
        <message>
            <source>a fair chance</source>
            <translation>有一定的机会</translation>
        </message>
        <message>
            <source>an outside chance</source>
            <translation>机会不大</translation>
        </message>
        <message>
            <source>unlikely to win</source>
            <translation>不太可能赢</translation>
        </message>
        <message>
            <source>very unlikely to win</source>
            <translation>几乎没有机会</translation>
        </message>
        <message>
            <source>won {p}% of its {v} sampled playouts</source>
            <translation>{v} 次模拟对局中赢了 {p}%</translation>
        </message>
        <message>
            <source>the only sensible move here</source>
            <translation>这里唯一合理的走法</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>Lessons</source>
            <translation>教学</translation>
        </message>
        <message>
            <source>Short guided positions: each shows one rule at work. Pick one to start.</source>
            <translation>简短的引导局面：每一课示范一条规则。选一课开始。</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>开始</translation>
        </message>
        <message>
            <source>The lesson's move for %1 was refused: the lesson file does not fit the rules.</source>
            <translation>课上替 %1 走的一步被拒绝了：教学档案与规则不符。</translation>
        </message>
        <message>
            <source>This lesson's table does not show what its text says: %1</source>
            <translation>牌桌与这一课的说明不符：%1</translation>
        </message>
        <message>
            <source>Wait: read the text and press Continue.</source>
            <translation>请稍等：读完说明后按「继续」。</translation>
        </message>
        <message>
            <source>Refused: %1</source>
            <translation>被拒绝：%1</translation>
        </message>
        <message>
            <source>That is a legal move, but not the one this lesson practises.</source>
            <translation>这一步合乎规则，但不是这一课要练的。</translation>
        </message>
        <message>
            <source>Right.</source>
            <translation>对了。</translation>
        </message>
        <message>
            <source>Refused, as the lesson said: %1</source>
            <translation>被拒绝了，正如课上所说：%1</translation>
        </message>
        <message>
            <source>The lesson's move: %1</source>
            <translation>这一课要走的是：%1</translation>
        </message>
        <message>
            <source>Lesson</source>
            <translation>教学</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>继续</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>指给我看</translation>
        </message>
        <message>
            <source>Restart</source>
            <translation>重新开始</translation>
        </message>
        <message>
            <source>Next lesson</source>
            <translation>下一课</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>欢迎</translation>
        </message>
        <message>
            <source>New to these games? A first lesson takes a few minutes and shows how a turn works.</source>
            <translation>第一次玩这些游戏吗？第一课只要几分钟，教你一轮怎么打。</translation>
        </message>
        <message>
            <source>Lesson 1: %1</source>
            <translation>第 1 课：%1</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>以后再说</translation>
        </message>
        <message>
            <source>Basic game</source>
            <translation>普通牌局</translation>
        </message>
        <message>
            <source>Advanced game</source>
            <translation>进阶牌局</translation>
        </message>
        <message>
            <source>Basics</source>
            <translation>基础</translation>
        </message>
    </context>
    <context>
        <name>Log</name>
        <message>
            <source>{name} takes the mouse.</source>
            <translation>{name} 接过滑鼠。</translation>
        </message>
        <message>
            <source>{card} is dissolved.</source>
            <translation>{card} 被解散。</translation>
        </message>
        <message>
            <source>{card} is killed and goes to the graveyard.</source>
            <translation>{card} 阵亡，进入墓地。</translation>
        </message>
        <message>
            <source>{card} is destroyed and goes to the graveyard.</source>
            <translation>{card} 被破坏，进入墓地。</translation>
        </message>
        <message>
            <source>{card} is sacrificed and goes to the graveyard.</source>
            <translation>{card} 被牺牲，进入墓地。</translation>
        </message>
        <message>
            <source>{card} is dying.</source>
            <translation>{card} 濒死。</translation>
        </message>
        <message>
            <source>{player} loses the commander slot.</source>
            <translation>{player} 失去将领槽。</translation>
        </message>
        <message>
            <source>{card} returns to its owner's hand.</source>
            <translation>{card} 回到持有者手中。</translation>
        </message>
        <message>
            <source>{card} is destroyed.</source>
            <translation>{card} 被破坏。</translation>
        </message>
        <message>
            <source>{player} must draw from an empty camp.</source>
            <translation>{player} 必须从空的阵营抽牌。</translation>
        </message>
        <message>
            <source>{card} takes {n} damage.</source>
            <translation>{card} 受到 {n} 点伤害。</translation>
        </message>
        <message>
            <source>{card}: a triggered effect goes on the chain.</source>
            <translation>{card}：触发的效果加入连锁。</translation>
        </message>
        <message>
            <source>{card} loses its treasure.</source>
            <translation>{card} 失去宝物。</translation>
        </message>
        <message>
            <source>{card} survives.</source>
            <translation>{card} 生还。</translation>
        </message>
        <message>
            <source>{card} moves to the commander slot.</source>
            <translation>{card} 移到主将槽。</translation>
        </message>
        <message>
            <source>{card} moves to the strategist slot.</source>
            <translation>{card} 移到军师槽。</translation>
        </message>
        <message>
            <source>{card} moves to a lieutenant slot.</source>
            <translation>{card} 移到副将槽。</translation>
        </message>
        <message>
            <source>{player} takes control of {card}.</source>
            <translation>{player} 取得 {card} 的控制权。</translation>
        </message>
        <message>
            <source>{card} is turned face up.</source>
            <translation>{card} 翻成正面。</translation>
        </message>
        <message>
            <source>{card} leaves the chain.</source>
            <translation>{card} 离开连锁。</translation>
        </message>
        <message>
            <source>{card} leaves the chain: no target is left.</source>
            <translation>{card} 离开连锁：没有目标了。</translation>
        </message>
        <message>
            <source>{card} enters the field.</source>
            <translation>{card} 登场。</translation>
        </message>
        <message>
            <source>{player} loses.</source>
            <translation>{player} 落败。</translation>
        </message>
        <message>
            <source>The props (道具牌) are {cards}; they go back into the draw pile.</source>
            <translation>道具牌是 {cards}；它们放回牌堆。</translation>
        </message>
        <message>
            <source>{card} is a prop (道具牌): it becomes the active prop (+{value}).</source>
            <translation>{card} 是道具牌：成为生效的道具（+{value}）。</translation>
        </message>
        <message>
            <source>Three props in a row with no drawer: the draw pile is shuffled and the draw goes on.</source>
            <translation>连续三张道具牌且无人抽到：牌堆重洗，继续抽牌。</translation>
        </message>
        <message>
            <source>{name} drew three props: suspected cheating (作弊嫌疑), {name} concedes.</source>
            <translation>{name} 抽到三张道具牌：有作弊嫌疑，{name} 认输。</translation>
        </message>
        <message>
            <source>{name}'s unarmed period ends: the unused strategy card {card} is discarded.</source>
            <translation>{name} 的无装备期结束：未用的策略牌 {card} 被丢弃。</translation>
        </message>
        <message>
            <source>{name} is unarmed: effect and strategy come at the next upkeep.</source>
            <translation>{name} 没有装备：下次维持时取得效果和策略。</translation>
        </message>
        <message>
            <source>{name} is unarmed: the effect card {card} is turned face up.</source>
            <translation>{name} 没有装备：效果牌 {card} 翻成正面。</translation>
        </message>
        <message>
            <source>{name} draws a strategy card.</source>
            <translation>{name} 抽一张策略牌。</translation>
        </message>
        <message>
            <source>{name} draws the weapon card owed by the forced discard.</source>
            <translation>{name} 抽回强制丢弃所欠的武器牌。</translation>
        </message>
        <message>
            <source>{name} opts in (加入情況): risk and benefit are turned face up for this round.</source>
            <translation>{name} 加入情况：发觉牌和应然牌本回合翻成正面。</translation>
        </message>
        <message>
            <source>{name}'s strategy card is used and discarded.</source>
            <translation>{name} 的策略牌用过后丢弃。</translation>
        </message>
        <message>
            <source>{name}'s time-limited card is used up.</source>
            <translation>{name} 的时效牌用完了。</translation>
        </message>
        <message>
            <source>{name}'s trigger {x} beats both benefit {b} and risk {r}.</source>
            <translation>{name} 的触发 {x} 同时胜过应然 {b} 和发觉 {r}。</translation>
        </message>
        <message>
            <source>{name}'s trigger {x} beats the benefit {b} but not the risk {r}.</source>
            <translation>{name} 的触发 {x} 胜过应然 {b}，未胜过发觉 {r}。</translation>
        </message>
        <message>
            <source>{name}'s trigger {x} beats the risk {r} but not the benefit {b}.</source>
            <translation>{name} 的触发 {x} 胜过发觉 {r}，未胜过应然 {b}。</translation>
        </message>
        <message>
            <source>{name}'s trigger {x} beats neither benefit {b} nor risk {r}.</source>
            <translation>{name} 的触发 {x} 既未胜过应然 {b}，也未胜过发觉 {r}。</translation>
        </message>
        <message>
            <source>{name}: {m} and the effect card differ in parity, so there is no bonus.</source>
            <translation>{name}：{m} 与效果牌奇偶不同，没有加成。</translation>
        </message>
        <message>
            <source>Forced cooperation (強制合作): the action is void and both intent cards are discarded.</source>
            <translation>强制合作：行动作废，两张意图牌都被丢弃。</translation>
        </message>
        <message>
            <source>{name}'s strategy card {card} becomes a weapon modifier of {mod:+d}.</source>
            <translation>{name} 的策略牌 {card} 成为武器修正 {mod:+d}。</translation>
        </message>
        <message>
            <source>Forced trade (強制交易), initiated by {name}: each offers a hand card face down.</source>
            <translation>{name} 发起强制交易：双方各盖著交出一张手牌。</translation>
        </message>
        <message>
            <source>No exchange: a player has no hand card to offer.</source>
            <translation>没有交换：有玩家没有手牌可交出。</translation>
        </message>
        <message>
            <source>Forced plunder (強制掠奪) by {name}: the action is scored with base intents.</source>
            <translation>{name} 强制掠夺：以基本意图计分。</translation>
        </message>
        <message>
            <source>Both piles are empty: {name} is owed the weapon card.</source>
            <translation>两个牌堆都空了：欠 {name} 一张武器牌。</translation>
        </message>
        <message>
            <source>{name}'s strategy card {card} goes with the intent card to {other}'s collected pile.</source>
            <translation>{name} 的策略牌 {card} 随意图牌进入 {other} 的收牌。</translation>
        </message>
        <message>
            <source>{name} has no hand card: nothing is plundered.</source>
            <translation>{name} 没有手牌：没有被掠夺的牌。</translation>
        </message>
        <message>
            <source>{name} chooses which of the highest hand cards {other} plunders.</source>
            <translation>{name} 选择 {other} 掠夺哪一张最大的手牌。</translation>
        </message>
        <message>
            <source>{name} plunders the highest card from {other}'s hand.</source>
            <translation>{name} 掠夺 {other} 手中最大的牌。</translation>
        </message>
        <message>
            <source>{name}'s strategy card {s} is discarded: the plundered card carries +{v}.</source>
            <translation>{name} 的策略牌 {s} 被丢弃：掠夺来的牌附加 +{v}。</translation>
        </message>
        <message>
            <source>{name} chooses a card to offer, face down.</source>
            <translation>{name} 盖著选好交出的牌。</translation>
        </message>
        <message>
            <source>{name} and {other} swap the offered cards.</source>
            <translation>{name} 和 {other} 互换交出的牌。</translation>
        </message>
        <message>
            <source>{name} scores the action.</source>
            <translation>{name} 选择计分。</translation>
        </message>
        <message>
            <source>{name} voids the action: the intent cards return to the hands.</source>
            <translation>{name} 作废行动：意图牌回到手中。</translation>
        </message>
        <message>
            <source>Only the bottom card (底牌) is left: continue the game? A yes places one's whole collected pile.</source>
            <translation>只剩底牌：继续牌局吗？投赞成要放出自己全部的收牌。</translation>
        </message>
        <message>
            <source>{name} votes no.</source>
            <translation>{name} 投反对。</translation>
        </message>
        <message>
            <source>{name} votes yes.</source>
            <translation>{name} 投赞成。</translation>
        </message>
        <message>
            <source>The continuation is refused: the game ends now.</source>
            <translation>继续被否决：牌局立即结束。</translation>
        </message>
        <message>
            <source>The continuation is refused: the bottom card is played as the final round.</source>
            <translation>继续被否决：底牌作为最后一回合。</translation>
        </message>
        <message>
            <source>No card was placed: the bottom card is played as the final round.</source>
            <translation>没有放出任何牌：底牌作为最后一回合。</translation>
        </message>
        <message>
            <source>Everyone agrees: {n} collected cards become new round cards on the bottom card.</source>
            <translation>全体同意：{n} 张收牌成为底牌上的新回合牌。</translation>
        </message>
        <message>
            <source>The draw pile is empty: the discard pile is shuffled into a new draw pile.</source>
            <translation>牌堆已空：弃牌堆洗成新的牌堆。</translation>
        </message>
        <message>
            <source>Round {round}: the round card is {card} (value {value}); the round is {nature}.</source>
            <translation>第 {round} 回合：回合牌是 {card}（数值 {value}），{nature}回合。</translation>
        </message>
        <message>
            <source>This is the final round: every hand must be played out.</source>
            <translation>这是最后一回合：所有手牌都必须出完。</translation>
        </message>
        <message>
            <source>{name} rearms.</source>
            <translation>{name} 重新武装。</translation>
        </message>
        <message>
            <source>{name} has no legal action and passes.</source>
            <translation>{name} 没有合法行动，跳过。</translation>
        </message>
        <message>
            <source>{name} has no burden left and goes out!</source>
            <translation>{name} 负担归零，胜出！</translation>
        </message>
        <message>
            <source>{name} re-equips.</source>
            <translation>{name} 重新装备。</translation>
        </message>
        <message>
            <source>{name} passes.</source>
            <translation>{name} 跳过。</translation>
        </message>
        <message>
            <source>{name} has no legal action and must discard a hand card.</source>
            <translation>{name} 没有合法行动，必须丢弃一张手牌。</translation>
        </message>
        <message>
            <source>{name} offers their position to {other}.</source>
            <translation>{name} 向 {other} 让位。</translation>
        </message>
        <message>
            <source>{name} accepts: the two swap places in the turn order.</source>
            <translation>{name} 接受：两人交换出牌顺序。</translation>
        </message>
        <message>
            <source>{name} declines the offer.</source>
            <translation>{name} 拒绝让位。</translation>
        </message>
        <message>
            <source>{name} calls for a reshuffle: everything but the identities is dealt again.</source>
            <translation>{name} 要求重洗：除身份牌外全部重新发牌。</translation>
        </message>
        <message>
            <source>{name} reshuffles {n} collected cards into the draw pile and draws as many.</source>
            <translation>{name} 把 {n} 张收牌洗入牌堆，再抽同样张数。</translation>
        </message>
        <message>
            <source>{name} pauses the game.</source>
            <translation>{name} 暂停牌局。</translation>
        </message>
        <message>
            <source>{name} resumes the game.</source>
            <translation>{name} 继续牌局。</translation>
        </message>
        <message>
            <source>{name} abandons the game (棄局) and withdraws.</source>
            <translation>{name} 弃局，退出牌局。</translation>
        </message>
        <message>
            <source>{name} sits out this round (棄局).</source>
            <translation>{name} 本回合弃局。</translation>
        </message>
        <message>
            <source>{name} concedes (認輸).</source>
            <translation>{name} 认输。</translation>
        </message>
        <message>
            <source>{name} exchanges {n} hand cards (交換).</source>
            <translation>{name} 交换 {n} 张手牌。</translation>
        </message>
        <message>
            <source>{name} calls for a role change (角色更換).</source>
            <translation>{name} 要求角色更换。</translation>
        </message>
        <message>
            <source>{actor} commits an intent card against {target}.</source>
            <translation>{actor} 对 {target} 盖下一张意图牌。</translation>
        </message>
        <message>
            <source>{name}'s weapon is used up; rearming is possible from round {round}.</source>
            <translation>{name} 的武器已用尽；第 {round} 回合起可重新武装。</translation>
        </message>
        <message>
            <source>{name} has used the weapon {uses} of {cap} times.</source>
            <translation>{name} 已使用武器 {uses}／{cap} 次。</translation>
        </message>
        <message>
            <source>{name} collects both intent cards.</source>
            <translation>{name} 收下两张意图牌。</translation>
        </message>
        <message>
            <source>The totals are equal.</source>
            <translation>总数相等。</translation>
        </message>
        <message>
            <source>The defense becomes an attack: {name} collects both cards.</source>
            <translation>防守变为进攻：{name} 收下两张牌。</translation>
        </message>
        <message>
            <source>The discard succeeds: {name} loses the weapon.</source>
            <translation>丢弃成功：{name} 失去武器。</translation>
        </message>
        <message>
            <source>The discard fails: the intent card is discarded.</source>
            <translation>丢弃失败：意图牌被丢弃。</translation>
        </message>
        <message>
            <source>The discard succeeds: {name} loses the equipment.</source>
            <translation>丢弃成功：{name} 失去装备。</translation>
        </message>
        <message>
            <source>The discard fails.</source>
            <translation>丢弃失败。</translation>
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
            <translation>一张牌</translation>
        </message>
        <message>
            <source>+</source>
            <translation>＋</translation>
        </message>
        <message>
            <source>%1 (%2 bot), now that the cards are shown: %3</source>
            <translation>%1（%2电脑），现在牌已亮出：%3</translation>
        </message>
        <message>
            <source>%1 (%2 bot): %4 (%3)</source>
            <translation>%1（%2电脑）：%4（%3）</translation>
        </message>
        <message>
            <source>%1 (%2 bot): %3</source>
            <translation>%1（%2电脑）：%3</translation>
        </message>
        <message>
            <source>%1 decides again.</source>
            <translation>由 %1 重新决定。</translation>
        </message>
        <message>
            <source>The game is stuck: the same table came back %1 times without progress. The bots stopped.</source>
            <translation>牌局卡住了：同样的牌面重复出现 %1 次而毫无进展。电脑已停止出牌。</translation>
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
            <translation>%1 盖回背面（%2）</translation>
        </message>
        <message>
            <source>%1 is shuffled</source>
            <translation>%1 已洗牌</translation>
        </message>
        <message>
            <source>%1's turn</source>
            <translation>轮到 %1</translation>
        </message>
        <message>
            <source>Game over. Ranking: %1</source>
            <translation>牌局结束。名次：%1</translation>
        </message>
        <message>
            <source>{player}: {action} (the only legal answer)</source>
            <translation>{player}：{action}（唯一合法的回应）</translation>
        </message>
        <message>
            <source>{player} passes (no stop here)</source>
            <translation>{player} 跳过（此处没有停留点）</translation>
        </message>
        <message>
            <source>{player} passes (until the end of the turn)</source>
            <translation>{player} 跳过（直到本回合结束）</translation>
        </message>
        <message>
            <source>{player} passes (until something happens)</source>
            <translation>{player} 跳过（直到有事发生）</translation>
        </message>
        <message>
            <source>{player} passes (lets their own chain item resolve)</source>
            <translation>{player} 跳过（让自己的连环项目结算）</translation>
        </message>
        <message numerus="yes">
            <source>Undone: %n move(s), taken back from the log.</source>
            <translation>
                <numerusform>已复原 %n 步，并从记录中撤回。</numerusform>
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
                <numerusform>%n 张牌</numerusform>
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
            <translation>开启(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>储存(&amp;S)</translation>
        </message>
        <message>
            <source>What to do now</source>
            <translation>现在该做什么</translation>
        </message>
        <message>
            <source>Sa&amp;ve as…</source>
            <translation>另存新档(&amp;V)…</translation>
        </message>
        <message>
            <source>&amp;Properties…</source>
            <translation>牌局资讯(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Actions</source>
            <translation>行动(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>结束(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>复原(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>检视(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>主题(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Light table</source>
            <translation>浅色牌桌(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Dark table</source>
            <translation>深色牌桌(&amp;D)</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>动画速度(&amp;S)</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>即时</translation>
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
            <translation>电脑速度(&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>设定(&amp;S)…</translation>
        </message>
        <message>
            <source>Show lo&amp;g</source>
            <translation>显示记录(&amp;G)</translation>
        </message>
        <message>
            <source>Sto&amp;ps…</source>
            <translation>停留点(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>说明(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>规则(&amp;R)</translation>
        </message>
        <message>
            <source>Rule for the card or place under the mouse</source>
            <translation>滑鼠所指的牌或位置的规则</translation>
        </message>
        <message>
            <source>&amp;About Paizhuo</source>
            <translation>关于牌桌(&amp;A)</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>记录</translation>
        </message>
        <message>
            <source>Games that failed to load</source>
            <translation>载入失败的游戏</translation>
        </message>
        <message>
            <source>Could not save: %1</source>
            <translation>无法储存：%1</translation>
        </message>
        <message>
            <source>Concede?</source>
            <extracomment>a ``WindowExtras`` subclass the main window makes once for this game (docks, menus), or None a ``NewGameExtras`` subclass the new-game dialog makes once for this game, or None how the log names this game's things</extracomment>
            <translation>认输？</translation>
        </message>
        <message>
            <source>Concede the game? It ends the game for you.</source>
            <translation>要认输吗？这一局你就此结束。</translation>
        </message>
        <message>
            <source>Game ▸ New game (Ctrl+N) starts a game.</source>
            <translation>牌局 ▸ 新牌局（Ctrl+N）即可开始。</translation>
        </message>
        <message>
            <source>The game is over: see the ranking. Game ▸ New game starts another.</source>
            <translation>牌局已结束：请看名次。牌局 ▸ 新牌局可再开一局。</translation>
        </message>
        <message>
            <source>The bots stopped: the game went round in circles. Undo, save or start a new game.</source>
            <translation>电脑已停止：牌局在原地打转。可以复原、储存或开始新牌局。</translation>
        </message>
        <message>
            <source>Pass the PC to %1.</source>
            <translation>请把电脑交给 %1。</translation>
        </message>
        <message>
            <source>Your turn: drag a lit card onto a lit place, or choose a button.</source>
            <translation>轮到你：把亮起的牌拖到亮起的位置，或按一个按钮。</translation>
        </message>
        <message>
            <source>Your turn: drag a lit card onto a lit place.</source>
            <translation>轮到你：把亮起的牌拖到亮起的位置。</translation>
        </message>
        <message>
            <source>Your turn: choose in the action bar.</source>
            <translation>轮到你：请在行动列中选择。</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>轮到你。</translation>
        </message>
        <message>
            <source>Waiting for %1.</source>
            <translation>等待 %1。</translation>
        </message>
        <message>
            <source>%1 (bot) is thinking…</source>
            <translation>%1（电脑）思考中…</translation>
        </message>
        <message>
            <source>This game has no stops.</source>
            <translation>这个游戏没有停留点。</translation>
        </message>
        <message>
            <source>Game over — %1</source>
            <translation>牌局结束 — %1</translation>
        </message>
        <message>
            <source>The game is stuck</source>
            <translation>牌局卡住了</translation>
        </message>
        <message>
            <source>No game — Game ▸ New game</source>
            <translation>没有牌局 — 牌局 ▸ 新牌局</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>牌局结束</translation>
        </message>
        <message>
            <source>This file cannot be opened (%1).</source>
            <translation>无法开启这个档案（%1）。</translation>
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
            <translation>乱数种子</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>开始时间</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>步数</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>回合</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>自订规则</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>自订</translation>
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
            <translation>轮到 %1</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新牌局</translation>
        </message>
        <message>
            <source>Replace the running game?</source>
            <translation>取代进行中的牌局？</translation>
        </message>
        <message>
            <source>The game on the table is not finished. Save it before starting another one?</source>
            <translation>桌上的牌局尚未结束。开始另一局之前要先储存吗？</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>开启存档</translation>
        </message>
        <message>
            <source>Paizhuo saves (*.json)</source>
            <translation>牌桌存档 (*.json)</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>开启</translation>
        </message>
        <message>
            <source>Saved to %1</source>
            <translation>已储存到 %1</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>储存牌局</translation>
        </message>
        <message>
            <source>About Paizhuo</source>
            <translation>关于牌桌</translation>
        </message>
        <message>
            <source>Paizhuo 牌桌 %1 — a card table for Chinese card games.</source>
            <translation>牌桌 Paizhuo %1 — 中国纸牌游戏的牌桌。</translation>
        </message>
        <message>
            <source>Ge&amp;stures</source>
            <translation>手势(&amp;S)</translation>
        </message>
        <message>
            <source>(open)</source>
            <translation>（开放中）</translation>
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
            <translation>已更改：「%1」为 %2</translation>
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
            <translation>玩家人数(&amp;P)：</translation>
        </message>
        <message>
            <source>S&amp;eed:</source>
            <translation>乱数种子(&amp;E)：</translation>
        </message>
        <message>
            <source>Play without hints (every human player agrees)</source>
            <translation>不用提示（所有真人玩家都同意）</translation>
        </message>
        <message>
            <source>Nobody may ask the Hard bot what it would do in this game.</source>
            <translation>这一局谁都不能问困难电脑会怎么走。</translation>
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
            <translation>电脑</translation>
        </message>
        <message>
            <source>Seat %1 is played by</source>
            <translation>座位 %1 由谁来玩</translation>
        </message>
        <message>
            <source>How well this bot plays</source>
            <translation>这个电脑玩家的水平</translation>
        </message>
        <message>
            <source>Bot level of seat %1</source>
            <translation>座位 %1 的电脑程度</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>自订规则</translation>
        </message>
        <message>
            <source>P&amp;reset:</source>
            <translation>规则组合(&amp;R)：</translation>
        </message>
        <message>
            <source>Back to the preset</source>
            <translation>回到预设组合</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>自订</translation>
        </message>
        <message numerus="yes">
            <source>Custom: %n change(s) from “%1” (marked ●).</source>
            <translation>
                <numerusform>自订：与「%1」有 %n 处不同（以 ● 标示）。</numerusform>
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
            <translation>计分</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>牌局结束</translation>
        </message>
        <message>
            <source>Gestures</source>
            <translation>手势</translation>
        </message>
        <message>
            <source>Advanced layer</source>
            <translation>进阶规则</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>回合进行</translation>
        </message>
        <message>
            <source>Battle</source>
            <translation>战斗</translation>
        </message>
        <message>
            <source>Decks in play</source>
            <translation>牌副数</translation>
        </message>
        <message>
            <source>Decks in play; automatic: 1 for basic with up to 5 players, else 2.</source>
            <translation>使用的牌副数；自动：普通局 5 人以内 1 副，否则 2 副。</translation>
        </message>
        <message>
            <source>automatic</source>
            <translation>自动</translation>
        </message>
        <message>
            <source>Blank card</source>
            <translation>空白牌</translation>
        </message>
        <message>
            <source>Use the blank card as the narrator's identity.</source>
            <translation>用空白牌作为旁白的身份牌。</translation>
        </message>
        <message>
            <source>Small joker value</source>
            <translation>小王数值</translation>
        </message>
        <message>
            <source>Value of the small joker.</source>
            <translation>小王的数值。</translation>
        </message>
        <message>
            <source>Big joker value</source>
            <translation>大王数值</translation>
        </message>
        <message>
            <source>Value of the big joker.</source>
            <translation>大王的数值。</translation>
        </message>
        <message>
            <source>Blank card value</source>
            <translation>空白牌数值</translation>
        </message>
        <message>
            <source>Value of the blank card.</source>
            <translation>空白牌的数值。</translation>
        </message>
        <message>
            <source>Same identity</source>
            <translation>同身份</translation>
        </message>
        <message>
            <source>When two players count as the same identity.</source>
            <translation>两位玩家何时算同身份。</translation>
        </message>
        <message>
            <source>same role</source>
            <translation>同角色</translation>
        </message>
        <message>
            <source>same number</source>
            <translation>同数字</translation>
        </message>
        <message>
            <source>same role and number</source>
            <translation>同角色且同数字</translation>
        </message>
        <message>
            <source>Supply round value</source>
            <translation>补给回合数</translation>
        </message>
        <message>
            <source>Round value that makes a supply round.</source>
            <translation>构成补给回合的回合数。</translation>
        </message>
        <message>
            <source>Discard round value</source>
            <translation>丢弃回合数</translation>
        </message>
        <message>
            <source>Round value that makes a discard round.</source>
            <translation>构成丢弃回合的回合数。</translation>
        </message>
        <message>
            <source>Odd rounds attack</source>
            <translation>质数回合进攻</translation>
        </message>
        <message>
            <source>Odd round values attack, even ones defend.</source>
            <translation>回合数为质数时进攻，积数时防守。</translation>
        </message>
        <message>
            <source>Round cards</source>
            <translation>回合牌数</translation>
        </message>
        <message>
            <source>Number of round cards, the bottom card included.</source>
            <translation>回合牌数量（含底牌）。</translation>
        </message>
        <message>
            <source>First player</source>
            <translation>先手</translation>
        </message>
        <message>
            <source>Who plays first.</source>
            <translation>谁先出牌。</translation>
        </message>
        <message>
            <source>the landlord</source>
            <translation>地主</translation>
        </message>
        <message>
            <source>seat 1</source>
            <translation>1 号座位</translation>
        </message>
        <message>
            <source>chosen at random</source>
            <translation>随机决定</translation>
        </message>
        <message>
            <source>Deal and draw quality and weapon cards.</source>
            <translation>发放并抽取质量牌和武器牌。</translation>
        </message>
        <message>
            <source>Tied attack</source>
            <translation>进攻平手</translation>
        </message>
        <message>
            <source>What happens when attack totals are equal.</source>
            <translation>进攻总数相等时如何处理。</translation>
        </message>
        <message>
            <source>each collects their own card</source>
            <translation>各自收回自己的牌</translation>
        </message>
        <message>
            <source>the attacker collects both</source>
            <translation>进攻者收两张牌</translation>
        </message>
        <message>
            <source>both cards are discarded</source>
            <translation>两张牌都丢弃</translation>
        </message>
        <message>
            <source>Defender</source>
            <translation>防守方</translation>
        </message>
        <message>
            <source>Who defends in a defense round.</source>
            <translation>防守回合由谁防守。</translation>
        </message>
        <message>
            <source>the target defends</source>
            <translation>目标防守</translation>
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
            <translation>防守平手时谁收牌。</translation>
        </message>
        <message>
            <source>the target collects</source>
            <translation>目标收牌</translation>
        </message>
        <message>
            <source>the actor collects</source>
            <translation>出牌者收牌</translation>
        </message>
        <message>
            <source>Same-identity defense total</source>
            <translation>同身份防守总数</translation>
        </message>
        <message>
            <source>Former total of a same-identity defense: sum or max.</source>
            <translation>同身份防守的前者总数：相加或取大。</translation>
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
            <translation>丢弃成功</translation>
        </message>
        <message>
            <source>Where the intent of a successful discard goes.</source>
            <translation>丢弃成功时意图牌去哪里。</translation>
        </message>
        <message>
            <source>the target collects it</source>
            <translation>目标收下</translation>
        </message>
        <message>
            <source>onto the discard pile</source>
            <translation>放入弃牌堆</translation>
        </message>
        <message>
            <source>Purge limit</source>
            <translation>清理上限</translation>
        </message>
        <message>
            <source>How many collected cards a purge may discard.</source>
            <translation>一次清理可丢弃多少张收牌。</translation>
        </message>
        <message>
            <source>by count</source>
            <translation>按张数</translation>
        </message>
        <message>
            <source>by value sum</source>
            <translation>按点数和</translation>
        </message>
        <message>
            <source>all of them</source>
            <translation>全部</translation>
        </message>
        <message>
            <source>Purge and re-equip</source>
            <translation>清理并重新装备</translation>
        </message>
        <message>
            <source>Purge and re-equip in one supply turn.</source>
            <translation>在同一补给回合中清理并重新装备。</translation>
        </message>
        <message>
            <source>Rearming</source>
            <translation>重新武装</translation>
        </message>
        <message>
            <source>Rearming at upkeep is optional or mandatory.</source>
            <translation>维持阶段重新武装是可选还是必须。</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>可选</translation>
        </message>
        <message>
            <source>mandatory</source>
            <translation>必须</translation>
        </message>
        <message>
            <source>Cooldown rounds</source>
            <translation>冷却回合</translation>
        </message>
        <message>
            <source>Rounds without rearming after a weapon is used up.</source>
            <translation>武器用尽后不能重新武装的回合数。</translation>
        </message>
        <message>
            <source>Voluntary pass</source>
            <translation>自愿跳过</translation>
        </message>
        <message>
            <source>Allow passing in attack, defense and discard rounds.</source>
            <translation>允许在进攻、防守和丢弃回合跳过。</translation>
        </message>
        <message>
            <source>Used-up equipment</source>
            <translation>用尽的装备</translation>
        </message>
        <message>
            <source>Where used-up equipment goes.</source>
            <translation>用尽的装备去哪里。</translation>
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
            <translation>第一位玩家出完即结束，或继续打下去。</translation>
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
            <translation>最后一回合：装备也要出完</translation>
        </message>
        <message>
            <source>In the final round equipment must be played out too.</source>
            <translation>最后一回合也必须出完装备。</translation>
        </message>
        <message>
            <source>Refused vote</source>
            <translation>投票被否决</translation>
        </message>
        <message>
            <source>What a refused continuation vote does.</source>
            <translation>继续投票被否决时如何处理。</translation>
        </message>
        <message>
            <source>the bottom card is played last</source>
            <translation>最后打底牌</translation>
        </message>
        <message>
            <source>the game ends at once</source>
            <translation>牌局立即结束</translation>
        </message>
        <message>
            <source>Bonus rounding</source>
            <translation>加成取整</translation>
        </message>
        <message>
            <source>How halved bonuses are rounded.</source>
            <translation>减半加成的取整方式。</translation>
        </message>
        <message>
            <source>down</source>
            <translation>向下</translation>
        </message>
        <message>
            <source>to the nearest</source>
            <translation>四舍五入</translation>
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
            <translation>只有奇偶与效果牌相符时才有加成。</translation>
        </message>
        <message>
            <source>Strategy refill</source>
            <translation>策略牌补充</translation>
        </message>
        <message>
            <source>When a new strategy card is drawn.</source>
            <translation>何时抽新的策略牌。</translation>
        </message>
        <message>
            <source>once per unarmed period</source>
            <translation>每个无装备期一次</translation>
        </message>
        <message>
            <source>after each use</source>
            <translation>每次使用之后</translation>
        </message>
        <message>
            <source>Situation order</source>
            <translation>情况牌顺序</translation>
        </message>
        <message>
            <source>Which situation card is checked first.</source>
            <translation>先检查哪一张情况牌。</translation>
        </message>
        <message>
            <source>benefit first</source>
            <translation>先应然牌</translation>
        </message>
        <message>
            <source>risk first</source>
            <translation>先发觉牌</translation>
        </message>
        <message>
            <source>Forced situations</source>
            <translation>强制情况</translation>
        </message>
        <message>
            <source>Use the forced situations (cooperation, trade, plunder, discard).</source>
            <translation>使用强制情况（合作、交易、掠夺、丢弃）。</translation>
        </message>
        <message>
            <source>Forced trade</source>
            <translation>强制交易</translation>
        </message>
        <message>
            <source>When a forced trade fires.</source>
            <translation>何时触发强制交易。</translation>
        </message>
        <message>
            <source>trigger against both benefits</source>
            <translation>触发对两张应然牌</translation>
        </message>
        <message>
            <source>by margin</source>
            <translation>按差额</translation>
        </message>
        <message>
            <source>Props</source>
            <translation>道具牌</translation>
        </message>
        <message>
            <source>Number of prop cards.</source>
            <translation>道具牌数量。</translation>
        </message>
        <message>
            <source>One prop a round</source>
            <translation>每回合一张道具</translation>
        </message>
        <message>
            <source>Limit props to one per round.</source>
            <translation>每回合最多一张道具牌。</translation>
        </message>
        <message>
            <source>Three props</source>
            <translation>三张道具</translation>
        </message>
        <message>
            <source>What three props in a row do.</source>
            <translation>连续三张道具牌时如何处理。</translation>
        </message>
        <message>
            <source>in a row</source>
            <translation>连续</translation>
        </message>
        <message>
            <source>by the same player</source>
            <translation>同一位玩家</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>无</translation>
        </message>
        <message>
            <source>Time-limited cards</source>
            <translation>时效牌</translation>
        </message>
        <message>
            <source>Deal time-limited cards.</source>
            <translation>发放时效牌。</translation>
        </message>
        <message>
            <source>Time-limited refill</source>
            <translation>时效牌补充</translation>
        </message>
        <message>
            <source>How many cards the time-limited refill draws.</source>
            <translation>时效牌补充时抽几张。</translation>
        </message>
        <message>
            <source>fill the empty slot</source>
            <translation>补满空位</translation>
        </message>
        <message>
            <source>one card</source>
            <translation>一张牌</translation>
        </message>
        <message>
            <source>Bottom card vote</source>
            <translation>底牌投票</translation>
        </message>
        <message>
            <source>Vote on continuing when only the bottom card is left.</source>
            <translation>只剩底牌时投票决定是否继续。</translation>
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
            <translation>继续时洗牌</translation>
        </message>
        <message>
            <source>Shuffle the placed cards when play continues.</source>
            <translation>回合继续时洗匀放入的牌。</translation>
        </message>
        <message>
            <source>Role change</source>
            <translation>角色更换</translation>
        </message>
        <message>
            <source>Where a role change takes the new roles from.</source>
            <translation>角色更换时新角色从哪里来。</translation>
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
            <translation>弃局</translation>
        </message>
        <message>
            <source>Abandoning leaves the game, or sits out one round.</source>
            <translation>弃局是退出整局，还是只停一回合。</translation>
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
            <translation>弃局代价</translation>
        </message>
        <message>
            <source>The hand card an abandoned round costs.</source>
            <translation>弃一回合要付出的手牌。</translation>
        </message>
        <message>
            <source>a card onto one's collected pile</source>
            <translation>一张牌放入自己的收牌</translation>
        </message>
        <message>
            <source>a card onto the discard pile</source>
            <translation>一张牌放入弃牌堆</translation>
        </message>
        <message>
            <source>Gesture windows</source>
            <translation>手势时机</translation>
        </message>
        <message>
            <source>Ask every player in the gesture windows, or skip them.</source>
            <translation>手势时机逐一询问每位玩家，或略过。</translation>
        </message>
        <message>
            <source>ask everyone</source>
            <translation>询问每个人</translation>
        </message>
        <message>
            <source>skip them</source>
            <translation>略过</translation>
        </message>
        <message>
            <source>As in the novel</source>
            <translation>照小说</translation>
        </message>
        <message>
            <source>Every rule as the novel's game describes it.</source>
            <translation>每条规则都照小说中的牌局。</translation>
        </message>
        <message>
            <source>Quick game</source>
            <translation>快速牌局</translation>
        </message>
        <message>
            <source>Three round cards, no gesture windows (pause and concede stay), two props: about half as long.</source>
            <translation>三张回合牌、不开手势时机（暂停与认输仍可用）、两张道具牌：约一半长度。</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>牌组</translation>
        </message>
        <message>
            <source>The cards on the table.</source>
            <translation>桌上用的牌。</translation>
        </message>
        <message>
            <source>One deck with jokers (54)</source>
            <translation>一副牌含大小王（54 张）</translation>
        </message>
        <message>
            <source>Two decks with jokers (108)</source>
            <translation>两副牌含大小王（108 张）</translation>
        </message>
        <message>
            <source>One deck without jokers (52)</source>
            <translation>一副牌不含大小王（52 张）</translation>
        </message>
        <message>
            <source>Starting provisions</source>
            <translation>起始粮草</translation>
        </message>
        <message>
            <source>Provisions each player starts with.</source>
            <translation>每位玩家的起始粮草。</translation>
        </message>
        <message>
            <source>Provisions cap</source>
            <translation>粮草上限</translation>
        </message>
        <message>
            <source>The starting provisions cap.</source>
            <translation>起始的粮草上限。</translation>
        </message>
        <message>
            <source>Smallest deck</source>
            <translation>最少牌数</translation>
        </message>
        <message>
            <source>Fewest cards a deck may have.</source>
            <translation>一副牌最少的张数。</translation>
        </message>
        <message>
            <source>Events per deck</source>
            <translation>每副牌事件数</translation>
        </message>
        <message>
            <source>Events per player, each with a different name.</source>
            <translation>每位玩家的事件数，名称各不相同。</translation>
        </message>
        <message>
            <source>Formations per deck</source>
            <translation>每副牌阵型数</translation>
        </message>
        <message>
            <source>Formations per player, each with a different name.</source>
            <translation>每位玩家的阵型数，名称各不相同。</translation>
        </message>
        <message>
            <source>Opening hand</source>
            <translation>起手牌</translation>
        </message>
        <message>
            <source>Cards in the opening hand.</source>
            <translation>起手牌数。</translation>
        </message>
        <message>
            <source>Mulligans</source>
            <translation>重抽次数</translation>
        </message>
        <message>
            <source>How often a player may redraw the opening hand.</source>
            <translation>玩家可以重抽起手牌的次数。</translation>
        </message>
        <message>
            <source>Hand limit</source>
            <translation>手牌上限</translation>
        </message>
        <message>
            <source>Most cards a hand may keep.</source>
            <translation>手牌最多可保留的张数。</translation>
        </message>
        <message>
            <source>Enemy shuffle</source>
            <translation>敌方洗牌</translation>
        </message>
        <message>
            <source>Whether each enemy shuffles your camp at the start.</source>
            <translation>开局时每位敌人是否为你的营地洗牌。</translation>
        </message>
        <message>
            <source>ask each enemy</source>
            <translation>询问每位敌人</translation>
        </message>
        <message>
            <source>Cards drawn</source>
            <translation>抓牌数</translation>
        </message>
        <message>
            <source>Cards drawn in the draw phase.</source>
            <translation>抓牌阶段抓的牌数。</translation>
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
            <translation>第一轮不战斗</translation>
        </message>
        <message>
            <source>Nobody battles in the first round.</source>
            <translation>第一轮谁都不能战斗。</translation>
        </message>
        <message>
            <source>Command cards a turn</source>
            <translation>每回合兵权</translation>
        </message>
        <message>
            <source>Command cards placed and conscriptions together, per turn.</source>
            <translation>每回合摆放兵权与征兵合计次数。</translation>
        </message>
        <message>
            <source>Conscription</source>
            <translation>征兵</translation>
        </message>
        <message>
            <source>Allow conscription: any hand card put face down as a command card.</source>
            <translation>允许征兵。</translation>
        </message>
        <message>
            <source>Generals a turn</source>
            <translation>每回合将领数</translation>
        </message>
        <message>
            <source>Generals deployed or set face down per turn; 0 = no limit.</source>
            <translation>每回合遣将与伏将次数；0＝不限。</translation>
        </message>
        <message>
            <source>Readiness</source>
            <translation>备战</translation>
        </message>
        <message>
            <source>A general may not attack or use a tap ability the turn it arrives.</source>
            <translation>将领登场的回合不能攻击，也不能使用横置技能。</translation>
        </message>
        <message>
            <source>Strategies from hand</source>
            <translation>手牌中的谋略</translation>
        </message>
        <message>
            <source>At what speed stratagems are used from the hand.</source>
            <translation>从手牌使用谋略的速度。</translation>
        </message>
        <message>
            <source>each card's own speed</source>
            <translation>每张牌自己的速度</translation>
        </message>
        <message>
            <source>response speed</source>
            <translation>回应速度</translation>
        </message>
        <message>
            <source>Set strategies wait</source>
            <translation>盖放的谋略要等</translation>
        </message>
        <message>
            <source>A stratagem set face down may not be used the turn it was set.</source>
            <translation>盖放的谋略在盖放当回合不能使用。</translation>
        </message>
        <message>
            <source>Flip speed</source>
            <translation>翻转速度</translation>
        </message>
        <message>
            <source>At what speed a card is flipped.</source>
            <translation>翻转卡牌的速度。</translation>
        </message>
        <message>
            <source>main action</source>
            <translation>主要行动</translation>
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
            <translation>哪个事件</translation>
        </message>
        <message>
            <source>Which face-down event may be used.</source>
            <translation>可以使用哪一张盖著的事件。</translation>
        </message>
        <message>
            <source>any of them</source>
            <translation>任何一张</translation>
        </message>
        <message>
            <source>the top one</source>
            <translation>最上面一张</translation>
        </message>
        <message>
            <source>Events a turn</source>
            <translation>每回合事件数</translation>
        </message>
        <message>
            <source>Events per player and turn (any player's turn).</source>
            <translation>每位玩家每回合的事件数（任何玩家的回合）。</translation>
        </message>
        <message>
            <source>Formations a turn</source>
            <translation>每回合结阵数</translation>
        </message>
        <message>
            <source>Formations formed per turn.</source>
            <translation>每回合结成阵型的次数。</translation>
        </message>
        <message>
            <source>Formed formations</source>
            <translation>已结成的阵型</translation>
        </message>
        <message>
            <source>Formed formations per player at a time.</source>
            <translation>每位玩家同时可结成的阵型数。</translation>
        </message>
        <message>
            <source>Strategist in formations</source>
            <translation>军师加入阵型</translation>
        </message>
        <message>
            <source>The strategist may be a member of a formation.</source>
            <translation>军师可以成为阵型成员。</translation>
        </message>
        <message>
            <source>Strategist attacks</source>
            <translation>军师攻击</translation>
        </message>
        <message>
            <source>The strategist may attack.</source>
            <translation>军师可以攻击。</translation>
        </message>
        <message>
            <source>Strategist defends</source>
            <translation>军师防守</translation>
        </message>
        <message>
            <source>The strategist may defend.</source>
            <translation>军师可以防守。</translation>
        </message>
        <message>
            <source>Commander attacks</source>
            <translation>主将攻击</translation>
        </message>
        <message>
            <source>The commander may attack.</source>
            <translation>主将可以攻击。</translation>
        </message>
        <message>
            <source>Commander defends</source>
            <translation>主将防守</translation>
        </message>
        <message>
            <source>The commander may defend.</source>
            <translation>主将可以防守。</translation>
        </message>
        <message>
            <source>Battles a turn</source>
            <translation>每回合战斗次数</translation>
        </message>
        <message>
            <source>Battles in one battle phase.</source>
            <translation>一个战斗阶段中的战斗次数。</translation>
        </message>
        <message>
            <source>Attack target</source>
            <translation>攻击目标</translation>
        </message>
        <message>
            <source>Whom a battle group may attack.</source>
            <translation>战团可以攻击谁。</translation>
        </message>
        <message>
            <source>any enemy</source>
            <translation>任一敌人</translation>
        </message>
        <message>
            <source>the next enemy</source>
            <translation>下一位敌人</translation>
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
            <translation>谁分配伤害</translation>
        </message>
        <message>
            <source>Who places the points of combat damage.</source>
            <translation>谁分配战斗伤害的点数。</translation>
        </message>
        <message>
            <source>the receiver</source>
            <translation>承受伤害的一方</translation>
        </message>
        <message>
            <source>the dealer</source>
            <translation>造成伤害的一方</translation>
        </message>
        <message>
            <source>Excess damage</source>
            <translation>溢出伤害</translation>
        </message>
        <message>
            <source>Where a blocked battle group's unplaced points go.</source>
            <translation>被阻挡的战团未分配的点数去哪里。</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>作废</translation>
        </message>
        <message>
            <source>to the attacked player's provisions</source>
            <translation>打到被攻击玩家的粮草</translation>
        </message>
        <message>
            <source>Blocked stays blocked</source>
            <translation>被阻挡即一直被阻挡</translation>
        </message>
        <message>
            <source>A battle group whose defenders all left still counts as blocked.</source>
            <translation>防守者全部离开的战团仍算被阻挡。</translation>
        </message>
        <message>
            <source>Combat damage clears</source>
            <translation>战斗伤害清除</translation>
        </message>
        <message>
            <source>When combat damage on generals is cleared.</source>
            <translation>将领身上的战斗伤害何时清除。</translation>
        </message>
        <message>
            <source>at the end of the turn</source>
            <translation>回合结束时</translation>
        </message>
        <message>
            <source>at the end of the battle</source>
            <translation>战斗结束时</translation>
        </message>
        <message>
            <source>Treasure that fizzles</source>
            <translation>失效的宝物</translation>
        </message>
        <message>
            <source>Where a treasure goes when its equipping leaves the chain.</source>
            <translation>装备离开连锁时宝物去哪里。</translation>
        </message>
        <message>
            <source>to the graveyard</source>
            <translation>进入墓地</translation>
        </message>
        <message>
            <source>back to the hand</source>
            <translation>回到手牌</translation>
        </message>
        <message>
            <source>Hand limit check</source>
            <translation>手牌上限检查</translation>
        </message>
        <message>
            <source>When the hand limit is checked.</source>
            <translation>何时检查手牌上限。</translation>
        </message>
        <message>
            <source>at the end of one's own turn</source>
            <translation>自己的回合结束时</translation>
        </message>
        <message>
            <source>at the end of every turn</source>
            <translation>每个回合结束时</translation>
        </message>
        <message>
            <source>Empty camp</source>
            <translation>营地抽空</translation>
        </message>
        <message>
            <source>What a draw from an empty camp does.</source>
            <translation>从空的营地抽牌时如何处理。</translation>
        </message>
        <message>
            <source>the player loses</source>
            <translation>该玩家落败</translation>
        </message>
        <message>
            <source>the draw is skipped</source>
            <translation>跳过抓牌</translation>
        </message>
        <message>
            <source>Round limit</source>
            <translation>回合上限</translation>
        </message>
        <message>
            <source>Rounds until a draw; 0 = none.</source>
            <translation>到和局为止的轮数；0＝不限。</translation>
        </message>
        <message>
            <source>Strategist loss</source>
            <translation>失去军师</translation>
        </message>
        <message>
            <source>Provisions lost when one's strategist dies.</source>
            <translation>己方军师阵亡时失去的粮草。</translation>
        </message>
        <message>
            <source>Commander kill draw</source>
            <translation>击杀主将抓牌</translation>
        </message>
        <message>
            <source>Cards drawn for killing an enemy commander.</source>
            <translation>击杀敌方主将时抓的牌数。</translation>
        </message>
        <message>
            <source>Intellect rule</source>
            <translation>智力规则</translation>
        </message>
        <message>
            <source>What meets a stratagem's intellect requirement (D.11).</source>
            <translation>以甚么满足谋略的智力要求（D.11）。</translation>
        </message>
        <message>
            <source>your face-up strategist</source>
            <translation>己方正面朝上的军师</translation>
        </message>
        <message>
            <source>your highest face-up general</source>
            <translation>己方智力最高的正面将领</translation>
        </message>
        <message>
            <source>nothing: intellect has no rule use</source>
            <translation>无：智力不作规则之用</translation>
        </message>
        <message>
            <source>Deputy slots</source>
            <translation>副将位</translation>
        </message>
        <message>
            <source>Deputy general slots per player.</source>
            <translation>每位玩家的副将位数。</translation>
        </message>
        <message>
            <source>Strategy slots</source>
            <translation>谋略位</translation>
        </message>
        <message>
            <source>Strategy slots per player.</source>
            <translation>每位玩家的谋略位数。</translation>
        </message>
        <message>
            <source>As in the rules</source>
            <translation>照规则</translation>
        </message>
        <message>
            <source>Every number as the rules give it (D.9).</source>
            <translation>所有数值照规则（D.9）。</translation>
        </message>
        <message>
            <source>20 provisions instead of 30: battles decide sooner.</source>
            <translation>粮草 20 而非 30：战斗更快分出胜负。</translation>
        </message>
    </context>
    <context>
        <name>PhaseBar</name>
        <message>
            <source>Stop here on your turn (click to change)</source>
            <translation>在你的回合于此停下（按一下切换）</translation>
        </message>
        <message>
            <source>Stop here on the other players' turns (click to change)</source>
            <translation>在其他玩家的回合于此停下（按一下切换）</translation>
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
            <translation>跳过至本回合结束</translation>
        </message>
        <message>
            <source>passing until something happens</source>
            <translation>跳过至有事发生</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>跳过</translation>
        </message>
        <message>
            <source>Next: %1</source>
            <translation>下一步：%1</translation>
        </message>
        <message>
            <source>Next phase</source>
            <translation>下一阶段</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>结束回合</translation>
        </message>
        <message>
            <source>Until something happens</source>
            <translation>直到有事发生</translation>
        </message>
        <message>
            <source>F4: pass priority until this turn is over (and declare no attack on your own turn)</source>
            <translation>F4：跳过行动权直到本回合结束（在自己的回合不宣告进攻）</translation>
        </message>
        <message>
            <source>F6: pass priority until another player puts something on the chain, an attack is declared at you, or your turn begins</source>
            <translation>F6：跳过行动权，直到其他玩家把东西放上连环、有人向你宣告进攻，或你的回合开始</translation>
        </message>
        <message>
            <source>F5: pass priority now; the phase ends when every player passes in turn with an empty chain</source>
            <translation>F5：现在跳过行动权；连环为空时所有玩家依次跳过，此阶段即结束</translation>
        </message>
    </context>
    <context>
        <name>PropertiesDialog</name>
        <message>
            <source>Game properties</source>
            <translation>牌局资讯</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>查找范围(&amp;L)：</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>文件类型(&amp;T)：</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>The replay file has no summary.</source>
            <translation>回放档案没有摘要。</translation>
        </message>
        <message>
            <source>The replay file has a malformed summary.</source>
            <translation>回放档案的摘要格式不对。</translation>
        </message>
        <message>
            <source>{name} does not say which replay format it has.</source>
            <translation>{name} 没有注明回放格式。</translation>
        </message>
        <message>
            <source>{name} was written by a newer version of Paizhuo (replay format {got}); this version reads format {want}.</source>
            <translation>{name} 是较新版本的牌桌写的（回放格式 {got}）；这个版本只能读取格式 {want}。</translation>
        </message>
        <message>
            <source>{name} is neither a saved game nor a replay.</source>
            <translation>{name} 既不是存档也不是回放。</translation>
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
            <translation>从这里开始打</translation>
        </message>
        <message>
            <source>A new game starts from this position. Who sits where?</source>
            <translation>从这个局面开始一局新牌局。谁坐哪个位置？</translation>
        </message>
        <message>
            <source>Replay — %1</source>
            <translation>回放 — %1</translation>
        </message>
        <message>
            <source>To the start (Home)</source>
            <translation>到开头 (Home)</translation>
        </message>
        <message>
            <source>Previous turn (Page Up)</source>
            <translation>上一轮 (Page Up)</translation>
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
            <translation>播放或暂停（空白键）</translation>
        </message>
        <message>
            <source>One move forward (Right)</source>
            <translation>进一步（右）</translation>
        </message>
        <message>
            <source>Next turn (Page Down)</source>
            <translation>下一轮 (Page Down)</translation>
        </message>
        <message>
            <source>Next round (Page Down)</source>
            <translation>下一回合 (Page Down)</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>到最后 (End)</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>即时</translation>
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
            <translation>所有牌都翻开</translation>
        </message>
        <message>
            <source>Through %1's eyes</source>
            <translation>以 %1 的视角</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>从这里开始打…</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>开始</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>第 %1 回合</translation>
        </message>
        <message>
            <source>Turn %1 · %2</source>
            <translation>第 %1 轮 · %2</translation>
        </message>
        <message>
            <source>Round %1 · %2's turn</source>
            <translation>第 %1 回合 · 轮到 %2</translation>
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
            <translation>轮到 %1</translation>
        </message>
        <message>
            <source>last move — %1</source>
            <translation>上一步 — %1</translation>
        </message>
        <message>
            <source>Game over — %1</source>
            <translation>牌局结束 — %1</translation>
        </message>
        <message>
            <source>End of the recording: the game was not finished</source>
            <translation>记录到此为止：这一局没有打完</translation>
        </message>
        <message>
            <source>Recent games</source>
            <translation>最近的牌局</translation>
        </message>
        <message>
            <source>No finished games yet: a game you play to the end is kept here.</source>
            <translation>还没有打完的牌局：打到结束的牌局会保存在这里。</translation>
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
            <translation>游戏</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>步数</translation>
        </message>
        <message>
            <source>This file cannot be replayed: %1</source>
            <translation>这个档案无法回放：%1</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>The game is over.</source>
            <extracomment>names a refusal's fields for the reader, fn(key, value) -&gt; str | None (the game's table plug-in sets it)</extracomment>
            <translation>牌局已结束。</translation>
        </message>
        <message>
            <source>It is {name}'s turn.</source>
            <translation>现在轮到 {name}。</translation>
        </message>
        <message>
            <source>That card cannot be played now.</source>
            <translation>这张牌现在不能打出。</translation>
        </message>
        <message>
            <source>That card cannot go there now.</source>
            <translation>这张牌现在不能放到那里。</translation>
        </message>
        <message>
            <source>There is no seat {seat}.</source>
            <translation>没有座位 {seat}。</translation>
        </message>
        <message>
            <source>There is no card {card} on the table.</source>
            <translation>桌上没有 {card} 这张牌。</translation>
        </message>
        <message>
            <source>There is no zone {zone}.</source>
            <translation>没有 {zone} 这个位置。</translation>
        </message>
        <message>
            <source>Only its owner may take a card from a hand.</source>
            <translation>只有持有者能从手牌中取牌。</translation>
        </message>
        <message>
            <source>That zone is full.</source>
            <translation>那个位置已满。</translation>
        </message>
        <message>
            <source>There is no such position in that zone.</source>
            <translation>那个位置没有这个顺位。</translation>
        </message>
        <message>
            <source>Deal between 1 and 20 cards each.</source>
            <translation>每人发 1 到 20 张牌。</translation>
        </message>
        <message>
            <source>line {line}: unknown card {ref}</source>
            <translation>第 {line} 行：未知的卡牌 {ref}</translation>
        </message>
        <message>
            <source>line {line}: a count must be at least 1</source>
            <translation>第 {line} 行：数量至少为 1</translation>
        </message>
        <message>
            <source>line {line}: {card} is a test card, not for decks</source>
            <translation>第 {line} 行：{card} 是测试卡，不能放入套牌</translation>
        </message>
        <message>
            <source>the deck has {n} cards; at least {min} are needed</source>
            <translation>套牌有 {n} 张卡；至少需要 {min} 张</translation>
        </message>
        <message>
            <source>{card} appears {n} times; at most 1 card per name</source>
            <translation>{card} 出现 {n} 次；同名卡至多 1 张</translation>
        </message>
        <message>
            <source>{n} event cards; at most {max}</source>
            <translation>{n} 张事件卡；至多 {max} 张</translation>
        </message>
        <message>
            <source>the event {card} appears {n} times; events must have different names</source>
            <translation>事件 {card} 出现 {n} 次；事件的名称必须不同</translation>
        </message>
        <message>
            <source>{n} formation cards; at most {max}</source>
            <translation>{n} 张阵型卡；至多 {max} 张</translation>
        </message>
        <message>
            <source>the formation {card} appears {n} times; formations must have different names</source>
            <translation>阵型 {card} 出现 {n} 次；阵型的名称必须不同</translation>
        </message>
        <message>
            <source>{player} is out of the game.</source>
            <translation>{player} 已出局。</translation>
        </message>
        <message>
            <source>{player} must choose first.</source>
            <translation>{player} 必须先做出选择。</translation>
        </message>
        <message>
            <source>That is not an answer to the pending choice.</source>
            <translation>那不是对待决选择的回答。</translation>
        </message>
        <message>
            <source>There is no such choice to make now.</source>
            <translation>现在没有这样的选择要做。</translation>
        </message>
        <message>
            <source>{player} does not hold priority.</source>
            <translation>{player} 没有行动权。</translation>
        </message>
        <message>
            <source>This game has no such action.</source>
            <translation>本游戏没有这种行动。</translation>
        </message>
        <message>
            <source>{card} is not in {zone}.</source>
            <translation>{card} 不在{zone}。</translation>
        </message>
        <message>
            <source>Only the turn player may do that, in the main phase, with an empty chain.</source>
            <translation>只有回合玩家能在准备阶段、连环为空时这样做。</translation>
        </message>
        <message>
            <source>Targets must be a list.</source>
            <translation>目标必须是列表。</translation>
        </message>
        <message>
            <source>Choose exactly the targets the card asks for.</source>
            <translation>请正好选择卡牌要求的目标。</translation>
        </message>
        <message>
            <source>The same target may be chosen only once.</source>
            <translation>同一目标只能选择一次。</translation>
        </message>
        <message>
            <source>That is not a legal target.</source>
            <translation>那不是合法的目标。</translation>
        </message>
        <message>
            <source>Only a command card can be placed in a command slot.</source>
            <translation>只有兵权卡能放入兵权槽。</translation>
        </message>
        <message>
            <source>At most {n} command placements or conscriptions per turn.</source>
            <translation>每回合至多 {n} 次摆放兵权或征兵。</translation>
        </message>
        <message>
            <source>Conscription is switched off in this game.</source>
            <translation>本局关闭了征兵。</translation>
        </message>
        <message>
            <source>Conscription puts the card into one of your command slots.</source>
            <translation>征兵把卡牌放入你的一个兵权槽。</translation>
        </message>
        <message>
            <source>{zone} is not an open general slot of yours.</source>
            <translation>{zone}不是你开放的将领槽。</translation>
        </message>
        <message>
            <source>{action} {card} needs {need}; you have {have}.</source>
            <translation>{action}{card}需要{need}；你只有{have}。</translation>
        </message>
        <message>
            <source>{card} needs {stat} {need}; you have no face-up {role}.</source>
            <translation>{card}需要{stat} {need}；你没有正面朝上的{role}。</translation>
        </message>
        <message>
            <source>{card} needs {stat} {need}; your {role} {general} has {have}.</source>
            <translation>{card}需要{stat} {need}；你的{role}{general}只有 {have}。</translation>
        </message>
        <message>
            <source>That general slot is occupied.</source>
            <translation>那个将领槽已被占用。</translation>
        </message>
        <message>
            <source>At most {n} generals may be deployed or set per turn.</source>
            <translation>每回合至多遣将或伏将 {n} 次。</translation>
        </message>
        <message>
            <source>Only generals go into general slots.</source>
            <translation>只有将领能放入将领槽。</translation>
        </message>
        <message>
            <source>{card} may only be {roles}.</source>
            <translation>{card} 只能作为{roles}。</translation>
        </message>
        <message>
            <source>Flipping needs a face-down general of yours on the field.</source>
            <translation>翻转需要你场上一名盖放的将领。</translation>
        </message>
        <message>
            <source>That general is already being flipped.</source>
            <translation>那名将领已经在翻转中。</translation>
        </message>
        <message>
            <source>Only stratagems go into stratagem slots.</source>
            <translation>只有谋略能放入谋略槽。</translation>
        </message>
        <message>
            <source>Setting a stratagem needs an empty stratagem slot of yours.</source>
            <translation>伏谋需要你的一个空谋略槽。</translation>
        </message>
        <message>
            <source>There is no card {card}.</source>
            <translation>没有 {card} 这张牌。</translation>
        </message>
        <message>
            <source>That is not a stratagem.</source>
            <translation>那不是谋略。</translation>
        </message>
        <message>
            <source>A persistent stratagem needs an empty stratagem slot of yours.</source>
            <translation>持续谋略需要你的一个空谋略槽。</translation>
        </message>
        <message>
            <source>An instant stratagem takes no stratagem slot.</source>
            <translation>即时谋略不占谋略槽。</translation>
        </message>
        <message>
            <source>That stratagem is already face up.</source>
            <translation>那张谋略已经翻开。</translation>
        </message>
        <message>
            <source>A set stratagem can be used from the next turn on.</source>
            <translation>盖放的谋略从下一回合起才能发动。</translation>
        </message>
        <message>
            <source>A set stratagem stays in its own stratagem slot.</source>
            <translation>盖放的谋略留在自己的谋略槽中。</translation>
        </message>
        <message>
            <source>You can use a stratagem from your hand or from your stratagem slots.</source>
            <translation>谋略可以从手牌或你的谋略槽发动。</translation>
        </message>
        <message>
            <source>The condition of {card} is not met.</source>
            <translation>{card} 的条件未满足。</translation>
        </message>
        <message>
            <source>Only a treasure can be equipped.</source>
            <translation>只有宝物能被装备。</translation>
        </message>
        <message>
            <source>A treasure can only be equipped to a face-up general of yours.</source>
            <translation>宝物只能装备给你正面朝上的将领。</translation>
        </message>
        <message>
            <source>A general holds at most one treasure.</source>
            <translation>一名将领至多装备一件宝物。</translation>
        </message>
        <message>
            <source>That formation is already formed.</source>
            <translation>那个阵型已经结成。</translation>
        </message>
        <message>
            <source>At most {n} formations may be formed per turn.</source>
            <translation>每回合至多结成 {n} 个阵型。</translation>
        </message>
        <message>
            <source>At most {n} formations may stand at a time.</source>
            <translation>同时至多有 {n} 个阵型结成。</translation>
        </message>
        <message>
            <source>Name one general for each entry of the formation.</source>
            <translation>请为阵型的每一格指定一名将领。</translation>
        </message>
        <message>
            <source>{card} cannot join a formation.</source>
            <translation>{card} 不能加入阵型。</translation>
        </message>
        <message>
            <source>{card} does not fit entry {entry}.</source>
            <translation>{card} 不符合阵型格 {entry}。</translation>
        </message>
        <message>
            <source>That formation is not formed.</source>
            <translation>那个阵型尚未结成。</translation>
        </message>
        <message>
            <source>That event has been used.</source>
            <translation>那张事件已经使用过。</translation>
        </message>
        <message>
            <source>Only the top face-down event can be used.</source>
            <translation>只能使用最上面一张盖放的事件。</translation>
        </message>
        <message>
            <source>At most {n} events per turn.</source>
            <translation>每回合至多使用 {n} 张事件。</translation>
        </message>
        <message>
            <source>{card} has no such ability you can use.</source>
            <translation>{card} 没有你能使用的这个技能。</translation>
        </message>
        <message>
            <source>That ability was used {n} times this turn.</source>
            <translation>这个技能本回合已使用 {n} 次。</translation>
        </message>
        <message>
            <source>A tap ability needs its card untapped.</source>
            <translation>横置技能需要其卡牌正放。</translation>
        </message>
        <message>
            <source>{card} arrived this turn and is not ready.</source>
            <translation>{card} 本回合才上场，尚未就绪。</translation>
        </message>
        <message>
            <source>Only a general or a formation has a tap ability.</source>
            <translation>只有将领或阵型有横置技能。</translation>
        </message>
        <message>
            <source>The condition of that ability is not met.</source>
            <translation>那个技能的条件未满足。</translation>
        </message>
        <message>
            <source>Costs must be a list.</source>
            <translation>代价必须是列表。</translation>
        </message>
        <message>
            <source>You need {n} provisions to pay.</source>
            <translation>你需要 {n} 点粮草来支付。</translation>
        </message>
        <message>
            <source>That does not pay the cost.</source>
            <translation>这不足以支付代价。</translation>
        </message>
        <message>
            <source>Name a seat at this table.</source>
            <translation>请指定本桌的一个座位。</translation>
        </message>
        <message>
            <source>Only {n} mulligan per player.</source>
            <translation>每位玩家只能调度 {n} 次。</translation>
        </message>
        <message>
            <source>Answer yes or no.</source>
            <translation>请回答是或否。</translation>
        </message>
        <message>
            <source>{card} is already attacking.</source>
            <translation>{card} 已经在进攻。</translation>
        </message>
        <message>
            <source>{card} cannot attack now.</source>
            <translation>{card} 现在不能进攻。</translation>
        </message>
        <message>
            <source>{card} is a member of a formation and cannot attack alone.</source>
            <translation>{card} 是阵型成员，不能单独进攻。</translation>
        </message>
        <message>
            <source>There is no battle group {group}.</source>
            <translation>没有战团 {group}。</translation>
        </message>
        <message>
            <source>That battle group attacks another player.</source>
            <translation>那个战团进攻的是另一位玩家。</translation>
        </message>
        <message>
            <source>A battle group must attack an enemy.</source>
            <translation>战团必须进攻敌人。</translation>
        </message>
        <message>
            <source>{card} is already defending.</source>
            <translation>{card} 已经在防守。</translation>
        </message>
        <message>
            <source>{card} cannot defend.</source>
            <translation>{card} 不能防守。</translation>
        </message>
        <message>
            <source>That battle group does not attack you.</source>
            <translation>那个战团没有进攻你。</translation>
        </message>
        <message>
            <source>Place at least one point.</source>
            <translation>至少分配一点。</translation>
        </message>
        <message>
            <source>{receiver} can take at most {n} more points.</source>
            <translation>{receiver} 至多还能承受 {n} 点。</translation>
        </message>
        <message>
            <source>{dealer} cannot damage {receiver}.</source>
            <translation>{dealer} 不能伤害 {receiver}。</translation>
        </message>
        <message>
            <source>No point of {dealer} can go on {receiver}.</source>
            <translation>{dealer} 的伤害点数不能分配给 {receiver}。</translation>
        </message>
        <message>
            <source>An assignment is a list of (dealer, receiver, points).</source>
            <translation>分配是（伤害来源, 承受者, 点数）的列表。</translation>
        </message>
        <message>
            <source>{dealer} has only {n} points.</source>
            <translation>{dealer} 只有 {n} 点。</translation>
        </message>
        <message>
            <source>{receiver} can take at most {n} points.</source>
            <translation>{receiver} 至多能承受 {n} 点。</translation>
        </message>
        <message>
            <source>{dealer} has points left while {receiver} is not filled.</source>
            <translation>{dealer} 还有剩余点数，而 {receiver} 尚未分配满。</translation>
        </message>
        <message>
            <source>That card does not match the search.</source>
            <translation>这张牌不符合搜寻条件。</translation>
        </message>
        <message>
            <source>You have no such waiting trigger.</source>
            <translation>你没有这个等待中的触发效果。</translation>
        </message>
        <message>
            <source>That trigger is not optional.</source>
            <translation>那个触发效果不是可选的。</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <extracomment>state.cache key of the memo of one legality pass (see ``CheckedRules.legal_now``) the rule cited when an action kind has no check (or a field is malformed) optional hook ``candidate_runs(state, seat) -&gt; Iterable[Sequence[Action]]``: the candidates in runs, each run of one seat and one check (the same ``check_&lt;Kind&gt;`` for every class in it, so one common key); their concatenation is ``candidates(state, seat)``. A rule set with run-form checks (``@run_check``) gives it; without it the pass checks candidate by candidate. Kinds whose candidates the rule set makes only where ``check_common`` and the kind's own check accept them (for the seat asked): the pass takes such a candidate without running its checks again. ``exact_if``: kinds for which ``exact_candidate(state, action)`` says so candidate by candidate. A refusal is always the checks' own; a rule set that declares these proves it in a test (``legal_now(…, checked=True)`` checks every candidate, and the lists must be equal). None by default (the pass over ``candidate_runs`` checks everything).</extracomment>
            <translation>这不是本游戏的一步。</translation>
        </message>
        <message>
            <source>That move is malformed.</source>
            <translation>这一步的格式不对。</translation>
        </message>
        <message>
            <source>Every part of this action is chosen.</source>
            <translation>此行动的每个部分都已选好。</translation>
        </message>
        <message>
            <source>{card} is chosen already.</source>
            <translation>{card} 已经选过了。</translation>
        </message>
        <message>
            <source>That is not a choice for this part.</source>
            <translation>这不是此部分的选项。</translation>
        </message>
        <message>
            <source>No choice is left for the next part of this action.</source>
            <translation>此行动的下一部分已无可选。</translation>
        </message>
        <message>
            <source>三国智</source>
            <translation>三国智</translation>
        </message>
        <message>
            <source>劇牌</source>
            <translation>剧牌</translation>
        </message>
        <message>
            <source>Targets are always other players.</source>
            <translation>目标必须是其他玩家。</translation>
        </message>
        <message>
            <source>A player with no hand card cannot be targeted in attack or defense rounds.</source>
            <translation>没有手牌的玩家不能在进攻或防守回合被指定。</translation>
        </message>
        <message>
            <source>A supply round has no target: purge, re-equip or pass.</source>
            <translation>补给回合没有目标：清理、重新装备或跳过。</translation>
        </message>
        <message>
            <source>Purging and re-equipping are supply-round actions.</source>
            <translation>清理和重新装备是补给回合的行动。</translation>
        </message>
        <message>
            <source>In attack, defense and discard rounds you must act when you can.</source>
            <translation>在进攻、防守和丢弃回合，能行动就必须行动。</translation>
        </message>
        <message>
            <source>In the final round every turn must play a hand card.</source>
            <translation>最后一回合每次轮到都必须出一张手牌。</translation>
        </message>
        <message>
            <source>That gesture is not available in this window or has been used.</source>
            <translation>此时不能做这个手势，或已经用过。</translation>
        </message>
        <message>
            <source>{name} cannot be targeted: not in play this round.</source>
            <translation>{name} 本回合不在场，不能被指定。</translation>
        </message>
        <message>
            <source>A same-identity discard needs a target with equipment.</source>
            <translation>同身份丢弃的目标必须有装备。</translation>
        </message>
        <message>
            <source>The target of a discard must hold a weapon card.</source>
            <translation>丢弃的目标必须持有武器牌。</translation>
        </message>
        <message>
            <source>Unknown weapon source.</source>
            <translation>未知的武器来源。</translation>
        </message>
        <message>
            <source>The defense actor commits an intent only, without a weapon.</source>
            <translation>防守回合的行动者只盖意图牌，不用武器。</translation>
        </message>
        <message>
            <source>With defense_mode=actor_defends the target commits an intent only.</source>
            <translation>defense_mode=actor_defends 时目标只盖意图牌。</translation>
        </message>
        <message>
            <source>A discard is made with the intent alone.</source>
            <translation>丢弃只用意图牌。</translation>
        </message>
        <message>
            <source>The target of a discard commits an intent only.</source>
            <translation>丢弃的目标只盖意图牌。</translation>
        </message>
        <message>
            <source>The defender must use a weapon source when one is available.</source>
            <translation>防守者有武器来源时必须使用。</translation>
        </message>
        <message>
            <source>In the final round a weapon source must be used when one is available.</source>
            <translation>最后一回合有武器来源时必须使用。</translation>
        </message>
        <message>
            <source>That weapon source is not available to you now.</source>
            <translation>你现在不能使用这个武器来源。</translation>
        </message>
        <message>
            <source>There is no such seat.</source>
            <translation>没有这个座位。</translation>
        </message>
        <message>
            <source>The game is paused; only {name} may resume or concede.</source>
            <translation>牌局暂停中；只有 {name} 能继续或认输。</translation>
        </message>
        <message>
            <source>{name} is no longer in the game.</source>
            <translation>{name} 已不在牌局中。</translation>
        </message>
        <message>
            <source>It is {name}'s decision now, not yours.</source>
            <translation>现在由 {name} 决定，不是你。</translation>
        </message>
        <message>
            <source>That is not possible at this moment of the round ({phase}).</source>
            <translation>回合的这个阶段（{phase}）不能这样做。</translation>
        </message>
        <message>
            <source>The intent card must come from your hand.</source>
            <translation>意图牌必须来自你的手牌。</translation>
        </message>
        <message>
            <source>Nobody is waiting for your commitment now.</source>
            <translation>现在没有人在等你盖牌。</translation>
        </message>
        <message>
            <source>Nothing is drawn in the final round.</source>
            <translation>最后一回合不抽牌。</translation>
        </message>
        <message>
            <source>This game is played without weapons.</source>
            <translation>本局不使用武器。</translation>
        </message>
        <message>
            <source>You may discard a hand card only in the final round when no action is legal.</source>
            <translation>只有在最后一回合没有合法行动时才能丢弃手牌。</translation>
        </message>
        <message>
            <source>Collected cards are discarded only by a purge.</source>
            <translation>收牌只能透过清理丢弃。</translation>
        </message>
        <message>
            <source>Only your own collected cards can be purged.</source>
            <translation>只能清理自己的收牌。</translation>
        </message>
        <message>
            <source>The purge intent pays for no more cards.</source>
            <translation>清理的意图牌不足以再丢弃更多牌。</translation>
        </message>
        <message>
            <source>Players opt in only at their upkeep.</source>
            <translation>玩家只能在自己的维持阶段加入情况。</translation>
        </message>
        <message>
            <source>There is no forced trade now.</source>
            <translation>现在没有强制交易。</translation>
        </message>
        <message>
            <source>The offers have been made.</source>
            <translation>已经交出了。</translation>
        </message>
        <message>
            <source>Offer one of your own uncommitted hand cards.</source>
            <translation>交出一张你自己还没打出的手牌。</translation>
        </message>
        <message>
            <source>Only the initiator chooses, once both offers are made.</source>
            <translation>双方都交出后，只有发起人选择。</translation>
        </message>
        <message>
            <source>Nobody is plundering your hand now.</source>
            <translation>现在没有人掠夺你的手牌。</translation>
        </message>
        <message>
            <source>Give one of your highest hand cards.</source>
            <translation>交出一张你最大的手牌。</translation>
        </message>
        <message>
            <source>There is no continuation vote for you now.</source>
            <translation>现在没有需要你投的继续票。</translation>
        </message>
        <message>
            <source>A background text needs some words.</source>
            <translation>信息补充需要写一些文字。</translation>
        </message>
        <message>
            <source>That background text is already recorded.</source>
            <translation>这段信息补充已经记录了。</translation>
        </message>
        <message>
            <source>Gestures are made between actions, never while a commitment is pending.</source>
            <translation>手势只能在行动之间做出，不能在盖牌待决时。</translation>
        </message>
        <message>
            <source>An intent card from your hand is played face down against another player: drop it on that player's seat.</source>
            <translation>从手中盖著打出一张意图牌对另一位玩家：把它放到那位玩家的座位上。</translation>
        </message>
        <message>
            <source>As the target you answer with an intent card from your hand in your own play area.</source>
            <translation>作为目标，你从手中打一张意图牌到自己的出牌区来应对。</translation>
        </message>
        <message>
            <source>A purge first discards one hand card onto the discard pile; it pays for collected cards.</source>
            <translation>清理先把一张手牌丢到弃牌堆；用它来支付收牌。</translation>
        </message>
        <message>
            <source>While purging, only collected cards paid for by the purge go onto the discard pile.</source>
            <translation>清理时，只有清理所支付的收牌能丢到弃牌堆。</translation>
        </message>
        <message>
            <source>In the final round with no legal action, one hand card of your choice goes onto the discard pile.</source>
            <translation>最后一回合没有合法行动时，把你选的一张手牌丢到弃牌堆。</translation>
        </message>
        <message>
            <source>In a forced trade you offer one hand card, face down, in your own play area.</source>
            <translation>强制交易时，你把一张手牌盖著放到自己的出牌区交出。</translation>
        </message>
        <message>
            <source>Abandoning the round costs one hand card, onto your collected pile.</source>
            <translation>弃局一回合要付一张手牌，放到你的收牌。</translation>
        </message>
        <message>
            <source>A general from your hand goes into an empty general slot of yours (主将, 军师 or 副将) in your main phase.</source>
            <translation>手牌中的将领在你的主要阶段放入你的空将领槽（主将、军师或副将）。</translation>
        </message>
        <message>
            <source>A 兵权 card from your hand goes into the 兵权槽 of its corps.</source>
            <translation>手牌中的兵权牌放入其兵种的兵权槽。</translation>
        </message>
        <message>
            <source>Conscription (征兵) puts a card from your hand face down into a 兵权槽 of yours.</source>
            <translation>征兵是把一张手牌背面朝上放入你的兵权槽。</translation>
        </message>
        <message>
            <source>A 谋略 is set face down into an empty 谋略槽 of yours.</source>
            <translation>谋略背面朝上放入你的空谋略槽。</translation>
        </message>
        <message>
            <source>A 谋略 is used by dropping it on the chain, from your hand or from its 谋略槽.</source>
            <translation>从手牌或其谋略槽把谋略拖到连环上即可使用。</translation>
        </message>
        <message>
            <source>An 事件 is used by dropping it on the chain.</source>
            <translation>把事件拖到连环上即可使用。</translation>
        </message>
        <message>
            <source>A treasure goes onto a face-up general of yours.</source>
            <translation>宝物放到你正面朝上的将领上。</translation>
        </message>
        <message>
            <source>An attacker goes into a 战团 box: a new one against an enemy, or one already formed.</source>
            <translation>攻击者放入战团框：对某个敌人的新战团，或已组成的战团。</translation>
        </message>
        <message>
            <source>A defender goes into the 战团 it blocks.</source>
            <translation>防御者放入它所阻挡的战团。</translation>
        </message>
        <message>
            <source>Damage is placed by dropping the card that deals it on the card that takes it.</source>
            <translation>分配伤害：把造成伤害的牌拖到承受伤害的牌上。</translation>
        </message>
        <message>
            <source>A card you discard goes onto your 墓地.</source>
            <translation>你弃置的牌放入你的墓地。</translation>
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
            <translation>%1规则</translation>
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
            <translation>营地 %1</translation>
        </message>
        <message>
            <source>a face-down card</source>
            <translation>一张盖放的牌</translation>
        </message>
        <message>
            <source>{player} forms {card}.</source>
            <translation>{player} 结成 {card}。</translation>
        </message>
        <message>
            <source>{player} uses the event {card}.</source>
            <translation>{player} 使用事件 {card}。</translation>
        </message>
        <message>
            <source>Set it face down instead (伏将)</source>
            <translation>改为盖放（伏将）</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>chosen: %1</source>
            <translation>已选：%1</translation>
        </message>
        <message>
            <source>That card is not a choice for this part.</source>
            <translation>这张牌不是此部分的选项。</translation>
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
            <translation>濒死</translation>
        </message>
        <message>
            <source>New battle group</source>
            <translation>新战团</translation>
        </message>
        <message>
            <source>drop an attacker here</source>
            <translation>把进攻者拖到这里</translation>
        </message>
        <message>
            <source>no defender</source>
            <translation>无防守者</translation>
        </message>
        <message>
            <source>三国智 &amp;deck editor…</source>
            <translation>三国智组卡器(&amp;D)…</translation>
        </message>
        <message>
            <source>San Guo Zhi</source>
            <translation>三国智</translation>
        </message>
        <message>
            <source>Other deck file…</source>
            <translation>其他卡组档案…</translation>
        </message>
        <message>
            <source>Open a deck</source>
            <translation>打开卡组</translation>
        </message>
        <message>
            <source>三国智 decks (*.txt *.json)</source>
            <translation>三国智卡组 (*.txt *.json)</translation>
        </message>
    </context>
    <context>
        <name>SanguozhiPanel</name>
        <message>
            <source>a hidden card</source>
            <translation>一张未知的牌</translation>
        </message>
        <message>
            <source>targets: %1</source>
            <translation>目标：%1</translation>
        </message>
        <message>
            <source>Your choices (click or Enter)</source>
            <translation>你的选择（点击或 Enter）</translation>
        </message>
        <message>
            <source>Pass (Ctrl+Enter)</source>
            <translation>跳过（Ctrl+Enter）</translation>
        </message>
        <message>
            <source>Turn %1 · %2 · %3</source>
            <translation>第 %1 回合 · %2 · %3</translation>
        </message>
        <message>
            <source>your move</source>
            <translation>轮到你</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>（空）</translation>
        </message>
        <message>
            <source>no defender</source>
            <translation>无防守者</translation>
        </message>
        <message>
            <source>Damage to place</source>
            <translation>待分配的伤害</translation>
        </message>
        <message>
            <source>Room left (health)</source>
            <translation>剩余生命</translation>
        </message>
        <message>
            <source>No battle now.</source>
            <translation>目前没有战斗。</translation>
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
            <translation>设定</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>语言(&amp;L)：</translation>
        </message>
        <message>
            <source>Light table</source>
            <translation>浅色牌桌</translation>
        </message>
        <message>
            <source>Dark table</source>
            <translation>深色牌桌</translation>
        </message>
        <message>
            <source>&amp;Theme:</source>
            <translation>主题(&amp;T)：</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>动画速度(&amp;A)：</translation>
        </message>
        <message>
            <source>A bot's move is shown %1 s after the move before it</source>
            <translation>电脑的一步在前一步之后 %1 秒才显示</translation>
        </message>
        <message>
            <source>&amp;Bot speed:</source>
            <translation>电脑速度(&amp;B)：</translation>
        </message>
        <message>
            <source>Skip windows where I have no gesture</source>
            <translation>略过我没有手势可用的时机</translation>
        </message>
        <message>
            <source>Stop at every window</source>
            <translation>每个时机都停下</translation>
        </message>
        <message>
            <source>Skip them all (pause and concede stay in the menu)</source>
            <translation>全部略过（暂停与认输仍在选单中）</translation>
        </message>
        <message>
            <source>&amp;Gesture windows:</source>
            <translation>手势时机(&amp;G)：</translation>
        </message>
        <message>
            <source>&amp;Four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green)</source>
            <translation>四色牌(&amp;F)（♠ 黑、♥ 红、♦ 蓝、♣ 绿）</translation>
        </message>
        <message>
            <source>S&amp;uit letters beside the symbols</source>
            <translation>花色旁加上文字(&amp;U)</translation>
        </message>
        <message>
            <source>Show the l&amp;og</source>
            <translation>显示记录(&amp;O)</translation>
        </message>
    </context>
    <context>
        <name>SituationEditor</name>
        <message>
            <source>Situation table (劇牌 §7.8)</source>
            <translation>情况表（剧牌 §7.8）</translation>
        </message>
        <message>
            <source>Row v10(card): the risk (發覺) and benefit (應然) names, the actual value S and the class of the card's bonus (weak ×½, normal ×1, strong ×1½).</source>
            <translation>每行 v10(牌)：发觉和应然的名称、实际数值 S 以及加成等级（弱 ×½，普通 ×1，强 ×1½）。</translation>
        </message>
        <message>
            <source>Risk 發覺</source>
            <translation>发觉牌</translation>
        </message>
        <message>
            <source>Benefit 應然</source>
            <translation>应然牌</translation>
        </message>
        <message>
            <source>Value S</source>
            <translation>数值 S</translation>
        </message>
        <message>
            <source>Class</source>
            <translation>等级</translation>
        </message>
        <message>
            <source>Reset to the rules' table</source>
            <translation>恢复规则的表</translation>
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
            <translation>统计</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>游戏：</translation>
        </message>
        <message>
            <source>Player:</source>
            <translation>玩家：</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>重设统计…</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>所有游戏</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>所有人</translation>
        </message>
        <message>
            <source>No finished games yet.</source>
            <translation>还没有打完的牌局。</translation>
        </message>
        <message>
            <source>%1 games, %2 won (%3%). Longest winning streak: %4; current streak: %5.</source>
            <translation>共 %1 局，赢了 %2 局（%3%）。最长连胜：%4；目前连胜：%5。</translation>
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
            <translation>对手</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>局数</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>胜率</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>重设统计</translation>
        </message>
        <message>
            <source>Forget every result kept so far?</source>
            <translation>要清除目前保存的所有成绩吗？</translation>
        </message>
    </context>
    <context>
        <name>StopsDialog</name>
        <message>
            <source>Stops</source>
            <translation>停留点</translation>
        </message>
        <message>
            <source>Where the table stops to let you act; elsewhere it passes priority for you. A prompt with one legal answer is always answered for you.</source>
            <translation>牌桌在这些地方停下让你行动；其他地方会替你跳过行动权。只有一种合法回应的提问一律替你回应。</translation>
        </message>
        <message>
            <source>Phase</source>
            <translation>阶段</translation>
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
            <translation>其他玩家把东西放上连环时停下</translation>
        </message>
        <message>
            <source>Stop when an attack is declared at you</source>
            <translation>有人向你宣告进攻时停下</translation>
        </message>
        <message>
            <source>Pass on your own chain items (they resolve)</source>
            <translation>自己的连环项目在顶端时自动跳过（让它结算）</translation>
        </message>
        <message>
            <source>When your own item is on top of the chain, the table passes for you so that it resolves, unless an attack is declared at you.</source>
            <translation>你自己的项目在连环顶端时，牌桌替你跳过让它结算，但有人向你宣告进攻时除外。</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>(bot)</source>
            <translation>（电脑）</translation>
        </message>
        <message>
            <source>Card table</source>
            <extracomment>fn() -&gt; the widget Tab goes to after the table's last item (the window sets it: its first button)</extracomment>
            <translation>牌桌</translation>
        </message>
        <message numerus="yes">
            <source>burden %n</source>
            <translation>
                <numerusform>负担 %n</numerusform>
            </translation>
        </message>
        <message>
            <source>you</source>
            <translation>你</translation>
        </message>
        <message>
            <source>Weapon source of your next play [劇牌 §5.4]</source>
            <translation>下一次出牌的武器来源 [剧牌 §5.4]</translation>
        </message>
        <message>
            <source>a face-down card</source>
            <translation>一张背面朝上的牌</translation>
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
            <translation>第 %1 张，共 %2 张</translation>
        </message>
        <message>
            <source>It can be played now: Enter opens its actions.</source>
            <translation>现在可以出这张牌：按 Enter 打开它的动作。</translation>
        </message>
        <message>
            <source>A place your card can go: Enter plays it here.</source>
            <translation>你的牌可以放到这里：按 Enter 出在这里。</translation>
        </message>
        <message>
            <source>value %1</source>
            <translation>数值 %1</translation>
        </message>
        <message>
            <source>%1, %2, situation value %3</source>
            <translation>%1，%2，情况数值 %3</translation>
        </message>
        <message>
            <source>the bottom card (底牌)</source>
            <translation>底牌</translation>
        </message>
        <message>
            <source>Rule for this place</source>
            <translation>此位置的规则</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n 张牌</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>手牌 %n 张</numerusform>
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
            <translation>手牌（意图）</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>手牌</translation>
        </message>
        <message>
            <source>Quality</source>
            <translation>质量</translation>
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
            <translation>触发牌</translation>
        </message>
        <message>
            <source>Risk</source>
            <translation>发觉牌</translation>
        </message>
        <message>
            <source>Benefit</source>
            <translation>应然牌</translation>
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
            <translation>时效牌</translation>
        </message>
        <message>
            <source>Draw pile</source>
            <translation>牌堆</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>弃牌堆</translation>
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
            <translation>牌库</translation>
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
            <translation>意图</translation>
        </message>
        <message>
            <source>Weapon value</source>
            <translation>武器值</translation>
        </message>
        <message>
            <source>Equipment</source>
            <translation>装备</translation>
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
            <translation>情况</translation>
        </message>
        <message>
            <source>attack total</source>
            <translation>进攻总数</translation>
        </message>
        <message>
            <source>defense, former</source>
            <translation>防守前者</translation>
        </message>
        <message>
            <source>defense, latter</source>
            <translation>防守后者</translation>
        </message>
        <message>
            <source>discard attack</source>
            <translation>丢弃攻击</translation>
        </message>
        <message>
            <source>discard intent</source>
            <translation>丢弃意图</translation>
        </message>
        <message>
            <source>discard, quality</source>
            <translation>丢弃质量</translation>
        </message>
        <message>
            <source>purge limit</source>
            <translation>清理上限</translation>
        </message>
        <message>
            <source>Round {n} begins</source>
            <translation>第 {n} 回合开始</translation>
        </message>
        <message>
            <source>Setup window: gestures before round 1</source>
            <translation>准备阶段：第 1 回合前的手势</translation>
        </message>
        <message>
            <source>Round-start window</source>
            <translation>回合开始手势时机</translation>
        </message>
        <message>
            <source>Final-round window</source>
            <translation>最后回合手势时机</translation>
        </message>
        <message>
            <source>Attack</source>
            <translation>进攻</translation>
        </message>
        <message>
            <source>Defense</source>
            <translation>防守</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>补给</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>丢弃</translation>
        </message>
        <message>
            <source>Setup</source>
            <translation>准备</translation>
        </message>
        <message>
            <source>Gesture window</source>
            <translation>手势时机</translation>
        </message>
        <message>
            <source>Upkeep</source>
            <translation>维持</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>出牌</translation>
        </message>
        <message>
            <source>Answer</source>
            <translation>应对</translation>
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
            <translation>暂停</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>牌局结束</translation>
        </message>
        <message>
            <source>Yield</source>
            <translation>让位</translation>
        </message>
        <message>
            <source>Landlord</source>
            <translation>地主</translation>
        </message>
        <message>
            <source>Farmer</source>
            <translation>农民</translation>
        </message>
        <message>
            <source>Coordinator</source>
            <translation>协调员</translation>
        </message>
        <message>
            <source>Narrator</source>
            <translation>旁白</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>胜出</translation>
        </message>
        <message>
            <source>Withdrawn</source>
            <translation>已弃局</translation>
        </message>
        <message>
            <source>Conceded</source>
            <translation>已认输</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>在场</translation>
        </message>
        <message>
            <source>No weapon</source>
            <translation>不用武器</translation>
        </message>
        <message>
            <source>Identity · trigger</source>
            <translation>身份 · 触发</translation>
        </message>
        <message>
            <source>Trigger score</source>
            <translation>触发值</translation>
        </message>
        <message>
            <source>Actor's benefit</source>
            <translation>行动方应然牌</translation>
        </message>
        <message>
            <source>Target's benefit</source>
            <translation>目标方应然牌</translation>
        </message>
        <message>
            <source>Actor's risk</source>
            <translation>行动方发觉牌</translation>
        </message>
        <message>
            <source>Target's risk</source>
            <translation>目标方发觉牌</translation>
        </message>
        <message>
            <source>Cap</source>
            <translation>上限</translation>
        </message>
        <message>
            <source>Adjusted intent</source>
            <translation>调整后意图</translation>
        </message>
        <message>
            <source>Bonus base</source>
            <translation>加成基数</translation>
        </message>
        <message>
            <source>Class numerator</source>
            <translation>等级分子</translation>
        </message>
        <message>
            <source>Class denominator</source>
            <translation>等级分母</translation>
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
            <translation>触发检查</translation>
        </message>
        <message>
            <source>benefit check</source>
            <translation>应然检查</translation>
        </message>
        <message>
            <source>risk check</source>
            <translation>发觉检查</translation>
        </message>
        <message>
            <source>cap (effect × round)</source>
            <translation>上限（效果×回合）</translation>
        </message>
        <message>
            <source>situation adjustment, benefit</source>
            <translation>情况调整，应然</translation>
        </message>
        <message>
            <source>situation adjustment, risk</source>
            <translation>情况调整，发觉</translation>
        </message>
        <message>
            <source>bonus base</source>
            <translation>加成基数</translation>
        </message>
        <message>
            <source>situation bonus</source>
            <translation>情况加成</translation>
        </message>
        <message>
            <source>forced cooperation check</source>
            <translation>强制合作检查</translation>
        </message>
        <message>
            <source>forced cooperation (強制合作)</source>
            <translation>强制合作</translation>
        </message>
        <message>
            <source>forced trade check</source>
            <translation>强制交易检查</translation>
        </message>
        <message>
            <source>forced trade (強制交易)</source>
            <translation>强制交易</translation>
        </message>
        <message>
            <source>forced plunder check</source>
            <translation>强制掠夺检查</translation>
        </message>
        <message>
            <source>forced plunder (強制掠奪)</source>
            <translation>强制掠夺</translation>
        </message>
        <message>
            <source>forced discard check</source>
            <translation>强制丢弃检查</translation>
        </message>
        <message>
            <source>forced discard (強制丟棄)</source>
            <translation>强制丢弃</translation>
        </message>
        <message>
            <source>Continuation vote (底牌)</source>
            <translation>继续投票（底牌）</translation>
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
            <translation>强</translation>
        </message>
        <message>
            <source>必發</source>
            <translation>必发</translation>
        </message>
        <message>
            <source>跳發</source>
            <translation>跳发</translation>
        </message>
        <message>
            <source>開發</source>
            <translation>开发</translation>
        </message>
        <message>
            <source>借發</source>
            <translation>借发</translation>
        </message>
        <message>
            <source>調發</source>
            <translation>调发</translation>
        </message>
        <message>
            <source>直發</source>
            <translation>直发</translation>
        </message>
        <message>
            <source>偶發</source>
            <translation>偶发</translation>
        </message>
        <message>
            <source>接發</source>
            <translation>接发</translation>
        </message>
        <message>
            <source>突發</source>
            <translation>突发</translation>
        </message>
        <message>
            <source>揭發</source>
            <translation>揭发</translation>
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
            <translation>尽然</translation>
        </message>
        <message>
            <source>Provisions gained</source>
            <translation>获得粮草</translation>
        </message>
        <message>
            <source>Provisions lost</source>
            <translation>失去粮草</translation>
        </message>
        <message>
            <source>Damage to provisions</source>
            <translation>粮草受到伤害</translation>
        </message>
        <message>
            <source>Strategist lost</source>
            <translation>失去军师</translation>
        </message>
        <message>
            <source>Provisions cap</source>
            <translation>粮草上限</translation>
        </message>
        <message>
            <source>Provisions</source>
            <translation>粮草</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>数量</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation>伤害</translation>
        </message>
        <message>
            <source>Penalty</source>
            <translation>惩罚</translation>
        </message>
        <message>
            <source>Main phase</source>
            <translation>准备阶段</translation>
        </message>
        <message>
            <source>Battle phase</source>
            <translation>战斗阶段</translation>
        </message>
        <message>
            <source>End phase</source>
            <translation>结束阶段</translation>
        </message>
        <message>
            <source>Draw phase</source>
            <translation>抓牌阶段</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>抓牌</translation>
        </message>
        <message>
            <source>Main</source>
            <translation>准备</translation>
        </message>
        <message>
            <source>Battle start</source>
            <translation>战斗开始</translation>
        </message>
        <message>
            <source>Defence</source>
            <translation>防守</translation>
        </message>
        <message>
            <source>Battle end</source>
            <translation>战斗结束</translation>
        </message>
        <message>
            <source>End</source>
            <translation>结束</translation>
        </message>
    </context>
    <context>
        <name>WhatNow</name>
        <message>
            <source>no weapon</source>
            <translation>无武器</translation>
        </message>
        <message>
            <source>weapon %1 × %2</source>
            <translation>武器 %1 × %2</translation>
        </message>
        <message>
            <source>you: %1 × card + %2, they: %1 × card + their weapon; the lower total collects both cards</source>
            <translation>你：%1 × 出牌＋%2，对方：%1 × 出牌＋他的武器；总数较小者收下两张牌</translation>
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
            <translation>你防守：%1 对他的 %2＋出牌；总数较小者收下两张牌</translation>
        </message>
        <message>
            <source>you: %1 + card against their weapon + card; the lower total collects both cards</source>
            <translation>你：%1＋出牌 对 他的武器＋出牌；总数较小者收下两张牌</translation>
        </message>
        <message>
            <source>their card against your card; if theirs is higher you lose your equipment</source>
            <translation>他的牌对你的牌；他的较大时你失去装备</translation>
        </message>
        <message>
            <source>your card against their quality card: higher takes away their weapon</source>
            <translation>你的牌对他的质量牌：较大时拿走他的武器</translation>
        </message>
        <message>
            <source>%1 offers you their position (讓位, §8): accept or decline in the action bar.</source>
            <translation>%1 把位置让给你（让位，§8）：请在行动列中接受或拒绝。</translation>
        </message>
        <message>
            <source>You paused the game (暫停, §8): Resume in the action bar, or concede in the Gestures menu.</source>
            <translation>你暂停了牌局（§8）：可在行动列中继续，或在手势选单中认输。</translation>
        </message>
        <message>
            <source>Upkeep: rearm — draw quality and weapon cards into your empty slots (§5.3) — or not.</source>
            <translation>整备：是否重新武装——把质量牌与武器牌抽到空的位置（§5.3）。</translation>
        </message>
        <message>
            <source>Upkeep: opt in (加入情況, §7.2)? Your risk and benefit go face up and your actions this round check your trigger.</source>
            <translation>整备：要加入情况吗（§7.2）？你的风险牌与效益牌翻成正面，本回合的行动要检查触发条件。</translation>
        </message>
        <message>
            <source>%1 plays against you (%2 round): drag a hand card into your own play area — %3.</source>
            <translation>%1 对你出牌（%2回合）：把一张手牌拖到你自己的出牌区——%3。</translation>
        </message>
        <message>
            <source>it pays for %1 more</source>
            <translation>还可以抵付 %1 张</translation>
        </message>
        <message>
            <source>it pays for a value of %1 more</source>
            <translation>还可以抵付数值 %1</translation>
        </message>
        <message>
            <source>it pays for all of them</source>
            <translation>全部都可以抵付</translation>
        </message>
        <message>
            <source>Purge (§4.3): drag collected cards onto the discard pile — %1 — then Stop purging.</source>
            <translation>清理（§4.3）：把收牌拖到弃牌堆——%1——然后按「结束清理」。</translation>
        </message>
        <message>
            <source>Forced plunder (強制掠奪, §7.6): %1 takes one of your highest hand cards — drag the one you give onto their lit hand.</source>
            <translation>强制掠夺（§7.6）：%1 会拿走你一张最大的手牌——把你要给的那张拖到他亮起的手牌区。</translation>
        </message>
        <message>
            <source>Forced trade (強制交易, §7.6): decide in the dialog.</source>
            <translation>强制交易（§7.6）：请在对话框中决定。</translation>
        </message>
        <message>
            <source>Continuation vote (§7.9): decide in the dialog.</source>
            <translation>回合继续的表决（§7.9）：请在对话框中决定。</translation>
        </message>
        <message>
            <source>Final round, nobody left to play against: drag one hand card onto the discard pile (§6.2).</source>
            <translation>最后一回合，已没有可出牌的对象：把一张手牌拖到弃牌堆（§6.2）。</translation>
        </message>
        <message>
            <source>Supply round (§4.3): purge — drag a hand card onto the discard pile to pay for collected cards — re-equip, or pass.</source>
            <translation>补给回合（§4.3）：清理——把一张手牌拖到弃牌堆来抵付收牌——重新装备，或跳过。</translation>
        </message>
        <message>
            <source>%1 round (%2)</source>
            <translation>%1回合（%2）</translation>
        </message>
        <message>
            <source>final round: every turn plays a hand card</source>
            <translation>最后一回合：每个回合都要出一张手牌</translation>
        </message>
        <message>
            <source>%1: drag a hand card onto an opponent's play area — %2.</source>
            <translation>%1：把一张手牌拖到对手的出牌区——%2。</translation>
        </message>
        <message>
            <source>Nothing can be played now: pass.</source>
            <translation>现在没有牌可出：请跳过。</translation>
        </message>
        <message>
            <source>Setup window</source>
            <translation>开局手势时机</translation>
        </message>
        <message>
            <source>Round-start window</source>
            <translation>回合开始手势时机</translation>
        </message>
        <message>
            <source>Final-round window</source>
            <translation>最后回合手势时机</translation>
        </message>
        <message>
            <source>Gesture window</source>
            <translation>手势时机</translation>
        </message>
        <message>
            <source>%1: no gesture is open to you — press Done.</source>
            <translation>%1：你没有可用的手势——请按「完成」。</translation>
        </message>
        <message>
            <source>%1 (§8): in the Gestures menu — %2 — or press Done.</source>
            <translation>%1（§8）：手势选单中有——%2——或按「完成」。</translation>
        </message>
        <message>
            <source>You played against %1: waiting for their answer.</source>
            <translation>你对 %1 出了牌：等待他回应。</translation>
        </message>
        <message>
            <source>%1 paused the game.</source>
            <translation>%1 暂停了牌局。</translation>
        </message>
        <message>
            <source>End your part of this gesture window [劇牌 §8].</source>
            <translation>结束你在这个手势时机中的部分 [剧牌 §8]。</translation>
        </message>
        <message>
            <source>Make no action this turn [劇牌 §3.4].</source>
            <translation>本回合不行动 [剧牌 §3.4]。</translation>
        </message>
        <message>
            <source>Draw new equipment instead of purging [劇牌 §4.3].</source>
            <translation>不清理收牌，改为抽新的装备 [剧牌 §4.3]。</translation>
        </message>
        <message>
            <source>Stop discarding collected cards [劇牌 §4.3].</source>
            <translation>停止丢弃收牌 [剧牌 §4.3]。</translation>
        </message>
        <message>
            <source>End your pause: play goes on [劇牌 §8].</source>
            <translation>结束你的暂停：牌局继续 [剧牌 §8]。</translation>
        </message>
        <message>
            <source>Take the offered position in the turn order, or keep yours [劇牌 §8].</source>
            <translation>接受让出的出牌顺位，或保留你自己的 [剧牌 §8]。</translation>
        </message>
        <message>
            <source>Attack %1 with %2 (%3)</source>
            <translation>以 %2 进攻 %1（%3）</translation>
        </message>
        <message>
            <source>Defense round: play %2 against %1 (%3)</source>
            <translation>防守回合：以 %2 对 %1 出牌（%3）</translation>
        </message>
        <message>
            <source>Discard attack on %1 with %2 (%3)</source>
            <translation>以 %2 对 %1 丢弃（%3）</translation>
        </message>
        <message>
            <source>Play %2 against %1 (%3)</source>
            <translation>以 %2 对 %1 出牌（%3）</translation>
        </message>
        <message>
            <source>Answer %1 with %2 (%3)</source>
            <translation>以 %2 回应 %1（%3）</translation>
        </message>
        <message>
            <source>Setup: choose who plays first.</source>
            <translation>开局：选择谁先出牌。</translation>
        </message>
        <message>
            <source>Setup: keep your opening hand, or take a mulligan (draw a new hand).</source>
            <translation>开局：保留起手牌，或重抽一手新牌。</translation>
        </message>
        <message>
            <source>Triggered effect of %1: use it or not (side panel or action bar).</source>
            <translation>%1的触发效果：是否发动？（在侧边面板或行动列中选择）</translation>
        </message>
        <message>
            <source>Decide: choose in the side panel or in the action bar.</source>
            <translation>请决定：在侧边面板或行动列中选择。</translation>
        </message>
        <message>
            <source>A chain is open: answer it at response speed (a strategy, event or ability), or pass to let it resolve.</source>
            <translation>连环进行中：以回应速度应对（谋略、事件或技能），或跳过让它结算。</translation>
        </message>
        <message>
            <source>Attack: drag your generals into the battle box to declare them attackers, then end the attack.</source>
            <translation>进攻：把你的武将拖到战斗区宣告为进攻者，然后结束进攻。</translation>
        </message>
        <message>
            <source>Defence: drag generals into the battle box to block, then end the defence.</source>
            <translation>防守：把武将拖到战斗区阻挡，然后结束防守。</translation>
        </message>
        <message>
            <source>Combat damage: place the points on the generals, in the side panel.</source>
            <translation>战斗伤害：在侧边面板中把伤害分配到武将上。</translation>
        </message>
        <message>
            <source>Attackers declared: use a strategy, event or ability now, or pass to the defence.</source>
            <translation>进攻者已宣告：现在可使用谋略、事件或技能，或跳过进入防守。</translation>
        </message>
        <message>
            <source>No blockers: the attack goes through unless you answer now (a strategy, event or ability), or pass to the damage.</source>
            <translation>无人防守：除非现在应对（谋略、事件或技能），进攻将直接打到玩家；或跳过进入伤害。</translation>
        </message>
        <message>
            <source>Defenders declared: use a strategy, event or ability before the damage, or pass.</source>
            <translation>防守者已宣告：可在伤害前使用谋略、事件或技能，或跳过。</translation>
        </message>
        <message>
            <source>Main phase: set or deploy generals, place command cards, set or use strategies (drag from your hand), or pass.</source>
            <translation>准备阶段：盖放或遣出武将、摆放兵权、盖放或使用谋略（从手牌拖出），或跳过。</translation>
        </message>
        <message>
            <source>Draw phase: use a strategy or event now, or pass.</source>
            <translation>抓牌阶段：现在使用谋略或事件，或跳过。</translation>
        </message>
        <message>
            <source>Battle: use a strategy, event or ability now, or pass.</source>
            <translation>战斗：现在使用谋略、事件或技能，或跳过。</translation>
        </message>
        <message>
            <source>End phase: use a strategy or event now, or pass.</source>
            <translation>结束阶段：现在使用谋略或事件，或跳过。</translation>
        </message>
        <message>
            <source>Draw new quality and weapon cards into your empty equipment slots [劇牌 §5.3].</source>
            <translation>把新的质量牌与武器牌抽到空的装备位 [剧牌 §5.3]。</translation>
        </message>
        <message>
            <source>Stay unarmed this round; you may rearm at a later upkeep [劇牌 §5.3].</source>
            <translation>本回合保持无装备；之后的整备时仍可重新武装 [剧牌 §5.3]。</translation>
        </message>
        <message>
            <source>Turn your risk and benefit face up: this round your actions check your trigger, and forced situations may fire [劇牌 §7.2].</source>
            <translation>把风险牌与效益牌翻成正面：本回合你的行动要检查触发条件，也可能引发强制情况 [剧牌 §7.2]。</translation>
        </message>
        <message>
            <source>Keep your risk and benefit face down this round: your actions are scored as in the basic game [劇牌 §7.2].</source>
            <translation>本回合风险牌与效益牌保持背面朝上：你的行动照普通牌局计分 [剧牌 §7.2]。</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>劇牌 Ju Pai</source>
            <translation>剧牌</translation>
        </message>
        <message>
            <source>Shed your burden of cards in duels of intent; the first with none wins.</source>
            <translation>在意图的较量中卸下手上的负担，最先出完者胜。</translation>
        </message>
        <message>
            <source>Basic</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>Advanced</source>
            <translation>进阶</translation>
        </message>
        <message>
            <source>Sandbox (free table)</source>
            <translation>自由牌桌</translation>
        </message>
        <message>
            <source>A free table: move, flip and shuffle cards as you like.</source>
            <translation>自由牌桌：随意移动、翻转和洗牌。</translation>
        </message>
        <message>
            <source>三国智 San Guo Zhi</source>
            <translation>三国智</translation>
        </message>
        <message>
            <source>Generals, strategies and battles of the Three Kingdoms, deck against deck.</source>
            <translation>三国的将领、谋略与战斗，牌组对牌组。</translation>
        </message>
    </context>
</TS>