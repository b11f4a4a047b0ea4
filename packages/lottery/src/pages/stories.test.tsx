// The lottery page's stories rendered as portable stories on the MSW handlers of their
// `parameters.msw`: a story that breaks or calls an unmocked endpoint fails here.
import { setupMswServer } from '@lotusplay/test-utils';
import { testStoryFiles } from '@lotusplay/test-utils/stories';
import * as lotteryStories from './lottery-page.stories';

testStoryFiles([lotteryStories as never], { server: setupMswServer() });
